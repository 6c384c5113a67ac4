// Decides on recipient commands for one stream. Which recipient should be primary is the service's call (it sees
// every stream); the decider only records the mark moving and refuses commands on missing recipients.
import type { Decider } from '../decider.ts';
import { RECIPIENT_NOT_FOUND } from '@forecourt/contracts';
import { conflict, notFound } from '../errors.ts';
import { evolveRecipient, initialRecipient, type RecipientEvent, type RecipientState } from './recipients.events.ts';

export type RecipientCommand =
  | { type: 'AddRecipient'; id: number; email: string; name: string | null; isActive: boolean; makePrimary: boolean }
  | { type: 'ChangeRecipient'; email?: string | undefined; name?: string | null | undefined; isActive?: boolean | undefined }
  | { type: 'MakePrimary' }
  | { type: 'ClearPrimary' }
  | { type: 'RemoveRecipient' };

type Listed = Extract<RecipientState, { status: 'listed' }>;

function listed(state: RecipientState): Listed {
  if (state.status !== 'listed') throw notFound(RECIPIENT_NOT_FOUND);
  return state;
}

function change(state: Listed, command: Extract<RecipientCommand, { type: 'ChangeRecipient' }>): RecipientEvent[] {
  const events: RecipientEvent[] = [];
  const email = command.email ?? state.email;
  const name = command.name === undefined ? state.name : command.name;
  if (email !== state.email || name !== state.name) {
    events.push({ type: 'RecipientDetailsChanged', data: { id: state.id, email, name } });
  }
  if (command.isActive !== undefined && command.isActive !== state.isActive) {
    events.push({ type: command.isActive ? 'RecipientActivated' : 'RecipientDeactivated', data: { id: state.id } });
  }
  return events;
}

export const recipientDecider: Decider<RecipientState, RecipientCommand, RecipientEvent> = {
  initialState: initialRecipient,
  evolve: evolveRecipient,
  decide(command, state) {
    switch (command.type) {
      case 'AddRecipient': {
        if (state.status !== 'none') throw conflict('Recipient already exists');
        const { id, email, name, isActive } = command;
        const added: RecipientEvent = { type: 'RecipientAdded', data: { id, email, name, isActive } };
        return command.makePrimary ? [added, { type: 'RecipientMadePrimary', data: { id } }] : [added];
      }
      case 'ChangeRecipient':
        return change(listed(state), command);
      case 'MakePrimary': {
        const current = listed(state);
        return current.isPrimary ? [] : [{ type: 'RecipientMadePrimary', data: { id: current.id } }];
      }
      case 'ClearPrimary': {
        const current = listed(state);
        return current.isPrimary ? [{ type: 'RecipientPrimaryCleared', data: { id: current.id } }] : [];
      }
      case 'RemoveRecipient':
        return [{ type: 'RecipientRemoved', data: { id: listed(state).id } }];
    }
  },
};
