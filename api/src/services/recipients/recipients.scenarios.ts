// Named recipient histories, reused by the decider tests (the demo yard's recipient is in system/demo-yard.ts).
import type { RecipientEvent } from '@forecourt/domain/recipients/recipients.events';

export const addedRecipient = (id: number, email: string, name: string | null = null, isActive = true): RecipientEvent => ({
  type: 'RecipientAdded',
  data: { id, email, name, isActive },
});

/** The main enquiries inbox: added and primary. */
export const primaryRecipient = (id = 1, email = 'sales@forecourt.co.nz', name: string | null = 'Sales'): RecipientEvent[] => [
  addedRecipient(id, email, name),
  { type: 'RecipientMadePrimary', data: { id } },
];

/** A second address that gets a copy of every enquiry. */
export const copiedRecipient = (id = 2, email = 'owner@forecourt.co.nz', name: string | null = 'Owner'): RecipientEvent[] => [
  addedRecipient(id, email, name),
];

/** An address kept on the list but switched off (someone on leave). */
export const pausedRecipient = (id = 3, email = 'workshop@forecourt.co.nz', name: string | null = 'Workshop'): RecipientEvent[] => [
  addedRecipient(id, email, name),
  { type: 'RecipientDeactivated', data: { id } },
];

/** Was primary, then the mark moved elsewhere. */
export const formerPrimary = (id = 1, email = 'sales@forecourt.co.nz'): RecipientEvent[] => [
  ...primaryRecipient(id, email),
  { type: 'RecipientPrimaryCleared', data: { id } },
];

export const removedRecipient = (id = 4, email = 'old@forecourt.co.nz'): RecipientEvent[] => [
  addedRecipient(id, email),
  { type: 'RecipientRemoved', data: { id } },
];

