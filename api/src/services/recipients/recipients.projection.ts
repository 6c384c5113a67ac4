// Keeps email_settings in step with the recipient streams, inside the append transaction.
import type { Projection } from '../../lib/event-store.ts';
import type { RecipientEvent } from '@forecourt/domain/recipients/recipients.events';

export const RECIPIENTS_TABLE = 'email_settings';

export const recipientProjection: Projection = async (trx, recorded) => {
  const event = { type: recorded.type, data: recorded.data } as RecipientEvent;
  const id = Number(recorded.streamId);
  const row = () => trx(RECIPIENTS_TABLE).where({ id });
  switch (event.type) {
    case 'RecipientAdded':
      await trx(RECIPIENTS_TABLE).insert({
        id,
        email: event.data.email,
        name: event.data.name,
        is_active: event.data.isActive,
        is_primary: false,
        // createdAt is when the recipient was added: the event's time, so a rebuild gives the same table.
        created_at: recorded.recordedAt,
        version: recorded.version,
      });
      return;
    case 'RecipientActivated':
    case 'RecipientDeactivated':
      await row().update({ is_active: event.type === 'RecipientActivated', version: recorded.version });
      return;
    case 'RecipientDetailsChanged':
      await row().update({ email: event.data.email, name: event.data.name, version: recorded.version });
      return;
    case 'RecipientMadePrimary':
    case 'RecipientPrimaryCleared':
      await row().update({ is_primary: event.type === 'RecipientMadePrimary', version: recorded.version });
      return;
    case 'RecipientRemoved':
      await row().delete();
      return;
  }
};
