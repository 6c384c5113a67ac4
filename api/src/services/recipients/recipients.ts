// E-mail recipients: list, add, change, make primary, remove. Keeps the rule that exactly one recipient is primary
// while any exist; every change that moves the mark appends to both streams in one transaction. A change based on an
// older version (queued offline) is merged field by field like a vehicle's; making primary and removing are decided
// again on the recipient as it is now.
import type { Recipient, RecipientUpdate } from '@forecourt/contracts';
import { RECIPIENT_DUPLICATE, RECIPIENT_NOT_FOUND, recipientCreateSchema, recipientUpdateSchema } from '@forecourt/contracts';
import type { Knex } from 'knex';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireUser } from '../../lib/auth/authorize.ts';
import { foldStream } from '@forecourt/domain/decider';
import { type EventMetadata, type StoreTransaction } from '../../lib/event-store.ts';
import { conflict, FieldClashConflict, notFound, VersionConflict } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { rebaseFields, staleBaseVersion } from '@forecourt/domain/vehicles/field-rebase';
import { recipientDecider, type RecipientCommand } from '@forecourt/domain/recipients/recipients.decider';
import type { RecipientState } from '@forecourt/domain/recipients/recipients.events';
import { RECIPIENTS_TABLE } from './recipients.projection.ts';

export const RECIPIENT_STREAM = 'recipient';

interface RecipientRow {
  id: number;
  email: string;
  name: string | null;
  is_active: boolean;
  is_primary: boolean;
  created_at: Date;
  version: number;
}

const toRecipient = (row: RecipientRow): Recipient => ({
  id: row.id,
  email: row.email,
  name: row.name,
  isActive: row.is_active,
  isPrimary: row.is_primary,
  createdAt: new Date(row.created_at).toISOString(),
  version: row.version,
});

/** Primary first, then oldest first: the order of the list and of the addresses on a contact e-mail. */
const ordered = (db: Knex) => db<RecipientRow>(RECIPIENTS_TABLE).orderBy([{ column: 'is_primary', order: 'desc' }, 'created_at', 'id']);

export async function listRecipients(deps: Deps, caller: Caller): Promise<Recipient[]> {
  requireUser(caller.user);
  return (await ordered(deps.db)).map(toRecipient);
}

/** The recipients a contact message goes to: the active ones, primary first. Read by the mail delivery. */
export async function activeRecipients(db: Knex): Promise<Recipient[]> {
  return (await ordered(db).where({ is_active: true })).map(toRecipient);
}

export async function addRecipient(deps: Deps, input: unknown, caller: Caller, at?: Date): Promise<Recipient> {
  requireUser(caller.user);
  const data = parse(recipientCreateSchema, input);
  return deps.store.transact(async (tx) => {
    await assertEmailFree(tx, data.email);
    const id = await tx.nextId('recipient_id_seq');
    // The first recipient is primary even if not asked: while any recipient exists, one is primary.
    const makePrimary = data.isPrimary || !(await tx.trx(RECIPIENTS_TABLE).where({ is_primary: true }).first());
    if (makePrimary) await clearPrimaryExcept(tx, id, caller.metadata);
    const command: RecipientCommand = { type: 'AddRecipient', id, email: data.email, name: data.name ?? null, isActive: data.isActive, makePrimary };
    await run(tx, id, command, caller.metadata, undefined, at);
    return load(tx, id);
  });
}

/** Changes the fields given; based on an older version only the client's own edits apply, and a clash is a 409. */
export async function changeRecipient(deps: Deps, id: number, input: unknown, caller: Caller, expectedVersion?: number): Promise<Recipient> {
  requireUser(caller.user);
  const data = parse(recipientUpdateSchema, input);
  return deps.store.transact(async (tx) => {
    const current = await load(tx, id);
    const baseVersion = staleBaseVersion(expectedVersion, current.version, current);
    const mine = baseVersion === undefined ? data : await rebase(tx, current, baseVersion, data);
    if (mine.email !== undefined) await assertEmailFree(tx, mine.email, id);
    await run(tx, id, { type: 'ChangeRecipient', ...mine }, caller.metadata, current.version);
    return load(tx, id);
  });
}

export async function makePrimary(deps: Deps, id: number, caller: Caller, expectedVersion?: number): Promise<Recipient> {
  requireUser(caller.user);
  return deps.store.transact(async (tx) => {
    const current = await load(tx, id);
    staleBaseVersion(expectedVersion, current.version, current);
    await clearPrimaryExcept(tx, id, caller.metadata);
    await run(tx, id, { type: 'MakePrimary' }, caller.metadata, current.version);
    return load(tx, id);
  });
}

export async function removeRecipient(deps: Deps, id: number, caller: Caller, expectedVersion?: number): Promise<void> {
  requireUser(caller.user);
  await deps.store.transact(async (tx) => {
    const removed = await load(tx, id);
    staleBaseVersion(expectedVersion, removed.version, removed);
    await run(tx, id, { type: 'RemoveRecipient' }, caller.metadata, removed.version);
    if (!removed.isPrimary) return;
    // The mark passes to the oldest active recipient, else the oldest one (SPEC §2: another becomes primary).
    const successor = await tx
      .trx<RecipientRow>(RECIPIENTS_TABLE)
      .orderBy([{ column: 'is_active', order: 'desc' }, 'created_at', 'id'])
      .first();
    if (successor) await run(tx, successor.id, { type: 'MakePrimary' }, caller.metadata);
  });
}

function run(tx: StoreTransaction, id: number, command: RecipientCommand, metadata: EventMetadata, expectedVersion?: number, at?: Date) {
  return tx.handle({
    streamType: RECIPIENT_STREAM,
    streamId: id,
    decider: recipientDecider,
    command,
    metadata,
    expectedVersion,
    ...(at ? { recordedAt: at } : {}),
  });
}

const editable = (state: Extract<RecipientState, { status: 'listed' }>) => ({ email: state.email, name: state.name, isActive: state.isActive });

/** The client's own edits of a change based on `baseVersion`, to apply now; a 409 naming the clashes if any. */
async function rebase(tx: StoreTransaction, current: Recipient, baseVersion: number, data: RecipientUpdate): Promise<RecipientUpdate> {
  const history = await tx.readStream(RECIPIENT_STREAM, current.id);
  const base = foldStream(recipientDecider, history, baseVersion);
  const now = foldStream(recipientDecider, history);
  if (base.status !== 'listed' || now.status !== 'listed') throw new VersionConflict(current.version, current);
  const rebased = rebaseFields(editable(base), editable(now), data);
  if (rebased.clashes) throw new FieldClashConflict('recipient', current.version, current, baseVersion, rebased.clashes);
  return rebased.changes;
}

async function load(tx: StoreTransaction, id: number): Promise<Recipient> {
  const row = await tx.trx<RecipientRow>(RECIPIENTS_TABLE).where({ id }).first();
  if (!row) throw notFound(RECIPIENT_NOT_FOUND);
  return toRecipient(row);
}

async function clearPrimaryExcept(tx: StoreTransaction, id: number, metadata: EventMetadata): Promise<void> {
  const others = await tx.trx<RecipientRow>(RECIPIENTS_TABLE).where({ is_primary: true }).whereNot({ id });
  for (const other of others) await run(tx, other.id, { type: 'ClearPrimary' }, metadata);
}

async function assertEmailFree(tx: StoreTransaction, email: string, exceptId?: number): Promise<void> {
  const query = tx.trx(RECIPIENTS_TABLE).whereRaw('lower(email) = lower(?)', [email]);
  if (exceptId !== undefined) query.whereNot({ id: exceptId });
  if (await query.first()) throw conflict(RECIPIENT_DUPLICATE, { issues: [{ path: 'email', message: RECIPIENT_DUPLICATE }] });
}
