// An e-mail recipient of contact-form messages is a stream of its own ('recipient'): added, switched on or off,
// corrected, marked primary or not, removed. The one-primary rule spans streams; the service keeps it.

export interface RecipientAddedData {
  id: number;
  email: string;
  name: string | null;
  isActive: boolean;
}

export type RecipientEvent =
  | { type: 'RecipientAdded'; data: RecipientAddedData }
  | { type: 'RecipientActivated'; data: { id: number } }
  | { type: 'RecipientDeactivated'; data: { id: number } }
  | { type: 'RecipientDetailsChanged'; data: { id: number; email: string; name: string | null } }
  | { type: 'RecipientMadePrimary'; data: { id: number } }
  | { type: 'RecipientPrimaryCleared'; data: { id: number } }
  | { type: 'RecipientRemoved'; data: { id: number } };

export type RecipientState =
  | { status: 'none' }
  | { status: 'listed'; id: number; email: string; name: string | null; isActive: boolean; isPrimary: boolean }
  | { status: 'removed'; id: number };

export const initialRecipient = (): RecipientState => ({ status: 'none' });

export function evolveRecipient(state: RecipientState, event: RecipientEvent): RecipientState {
  if (event.type === 'RecipientAdded') return { status: 'listed', ...event.data, isPrimary: false };
  if (state.status !== 'listed') return state;
  switch (event.type) {
    case 'RecipientActivated':
      return { ...state, isActive: true };
    case 'RecipientDeactivated':
      return { ...state, isActive: false };
    case 'RecipientDetailsChanged':
      return { ...state, email: event.data.email, name: event.data.name };
    case 'RecipientMadePrimary':
      return { ...state, isPrimary: true };
    case 'RecipientPrimaryCleared':
      return { ...state, isPrimary: false };
    case 'RecipientRemoved':
      return { status: 'removed', id: state.id };
  }
}
