// Every recipient command, given a history, when a command, then the events (or the refusal).
import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../domain/test/decider-spec.ts';
import { recipientDecider } from '@forecourt/domain/recipients/recipients.decider';
import { addedRecipient, copiedRecipient, formerPrimary, pausedRecipient, primaryRecipient, removedRecipient } from './recipients.scenarios.ts';

const spec = deciderSpec(recipientDecider);
const add = { type: 'AddRecipient', id: 5, email: 'sales@forecourt.co.nz', name: 'Sales', isActive: true } as const;

describe('recipient decider: AddRecipient', () => {
  it('adds a recipient without the primary mark when not asked', () => {
    spec.given([]).when({ ...add, makePrimary: false }).then([addedRecipient(5, 'sales@forecourt.co.nz', 'Sales')]);
  });

  it('adds a recipient and marks it primary when asked', () => {
    spec
      .given([])
      .when({ ...add, isActive: false, makePrimary: true })
      .then([addedRecipient(5, 'sales@forecourt.co.nz', 'Sales', false), { type: 'RecipientMadePrimary', data: { id: 5 } }]);
  });

  it('refuses to add the same stream twice', () => {
    spec.given(copiedRecipient(5)).when({ ...add, makePrimary: false }).thenThrows(409, 'Recipient already exists');
  });
});

describe('recipient decider: ChangeRecipient', () => {
  it('switches an active recipient off', () => {
    spec.given(copiedRecipient(2)).when({ type: 'ChangeRecipient', isActive: false }).then([{ type: 'RecipientDeactivated', data: { id: 2 } }]);
  });

  it('switches an inactive recipient on', () => {
    spec.given(pausedRecipient(3)).when({ type: 'ChangeRecipient', isActive: true }).then([{ type: 'RecipientActivated', data: { id: 3 } }]);
  });

  it('corrects the address and keeps the name when only the address is sent', () => {
    spec
      .given(copiedRecipient(2, 'owner@forecourt.co.nz', 'Owner'))
      .when({ type: 'ChangeRecipient', email: 'boss@forecourt.co.nz' })
      .then([{ type: 'RecipientDetailsChanged', data: { id: 2, email: 'boss@forecourt.co.nz', name: 'Owner' } }]);
  });

  it('clears the name with null and switches off in one change', () => {
    spec
      .given(copiedRecipient(2, 'owner@forecourt.co.nz', 'Owner'))
      .when({ type: 'ChangeRecipient', name: null, isActive: false })
      .then([
        { type: 'RecipientDetailsChanged', data: { id: 2, email: 'owner@forecourt.co.nz', name: null } },
        { type: 'RecipientDeactivated', data: { id: 2 } },
      ]);
  });

  it('records nothing when nothing changes', () => {
    spec.given(copiedRecipient(2, 'owner@forecourt.co.nz', 'Owner')).when({ type: 'ChangeRecipient', email: 'owner@forecourt.co.nz', isActive: true }).then([]);
  });

  it('refuses to change a removed recipient', () => {
    spec.given(removedRecipient(4)).when({ type: 'ChangeRecipient', isActive: false }).thenThrows(404, 'Recipient not found');
  });
});

describe('recipient decider: MakePrimary and ClearPrimary', () => {
  it('marks a recipient primary', () => {
    spec.given(copiedRecipient(2)).when({ type: 'MakePrimary' }).then([{ type: 'RecipientMadePrimary', data: { id: 2 } }]);
  });

  it('marks a former primary again', () => {
    spec.given(formerPrimary(1)).when({ type: 'MakePrimary' }).then([{ type: 'RecipientMadePrimary', data: { id: 1 } }]);
  });

  it('records nothing when the recipient is already primary', () => {
    spec.given(primaryRecipient(1)).when({ type: 'MakePrimary' }).then([]);
  });

  it('clears the mark of the primary', () => {
    spec.given(primaryRecipient(1)).when({ type: 'ClearPrimary' }).then([{ type: 'RecipientPrimaryCleared', data: { id: 1 } }]);
  });

  it('records nothing when clearing a recipient that is not primary', () => {
    spec.given(copiedRecipient(2)).when({ type: 'ClearPrimary' }).then([]);
  });

  it('refuses to mark an unknown recipient', () => {
    spec.given([]).when({ type: 'MakePrimary' }).thenThrows(404, 'Recipient not found');
  });

  it('refuses to clear a removed recipient', () => {
    spec.given(removedRecipient(4)).when({ type: 'ClearPrimary' }).thenThrows(404, 'Recipient not found');
  });
});

describe('recipient decider: RemoveRecipient', () => {
  it('removes a recipient, primary or not', () => {
    spec.given(primaryRecipient(1)).when({ type: 'RemoveRecipient' }).then([{ type: 'RecipientRemoved', data: { id: 1 } }]);
    spec.given(pausedRecipient(3)).when({ type: 'RemoveRecipient' }).then([{ type: 'RecipientRemoved', data: { id: 3 } }]);
  });

  it('refuses to remove twice', () => {
    spec.given(removedRecipient(4)).when({ type: 'RemoveRecipient' }).thenThrows(404, 'Recipient not found');
  });

  it('refuses to remove a recipient that was never added', () => {
    spec.given([]).when({ type: 'RemoveRecipient' }).thenThrows(404);
  });
});
