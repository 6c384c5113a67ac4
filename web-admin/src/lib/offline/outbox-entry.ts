// A change waiting in the tablet's outbox: a typed command on one stream (queued-command.ts), with the command id it
// is sent under (Idempotency-Key), the version it was based on, who made it, on which device and when. Pure data and
// pure functions.
import type { FieldClash } from '@forecourt/contracts/sync';
import type { LabelledKind } from '../field-labels.ts';
import { localRefs, madeIdsOf, streamKeyOf, type QueuedCommand } from './queued-command.ts';

export type OutboxStatus = 'pending' | 'conflict' | 'rejected';

/** What the outbox keeps about a queued command beside the command itself. */
export interface OutboxMeta {
  /** Replay order (Dexie's auto-increment). */
  seq?: number;
  /** The command id: sent as Idempotency-Key, so a replay after a lost answer changes nothing twice. */
  id: string;
  userId: number;
  /** When it was made on the tablet (ISO), sent as X-Device-Time. */
  deviceTime: string;
  /** The version of the stream the change was based on (If-Match), when the screen named one. */
  baseVersion?: number;
  /** The record as the tablet knew it when the change was made: the base of a conflict. */
  base?: Record<string, unknown>;
  /** The one thing a person did that queued it with others (a save and its photos): actions.ts. */
  action?: string;
  /** What it does, in words: 'Change 2019 BMW 330i'. */
  label: string;
  status: OutboxStatus;
  /** Why the server refused it, when it did. */
  error?: string;
  issues?: { path: string; message: string }[];
  /** The server's side of a clash: its version, the record there, and the fields changed on both sides. */
  conflict?: { currentVersion: number; current: Record<string, unknown>; clashes: FieldClash[] };
}

export type OutboxEntry = QueuedCommand & OutboxMeta;

/** The stream a queued change is ordered on: 'car:12', 'recipient:-17…'. */
export const streamOf = (entry: Pick<QueuedCommand, 'stream' | 'streamId'>): string => streamKeyOf(entry);

/** The stand-in ids and photo ids an entry's command makes: its later changes wait for them. */
export const madeBy = (entry: QueuedCommand): string[] => madeIdsOf(entry);

/** The stand-in ids and photo ids an entry's command uses but does not make. */
export const usesRefs = (entry: QueuedCommand): string[] => localRefs(entry);

/** The photo an entry uploads, if it is an upload. */
export const photoOfEntry = (entry: QueuedCommand): string | undefined =>
  entry.command.type === 'UploadPhoto' ? entry.command.localFileId : undefined;

/** The fields a change to a record sets (a vehicle's or a recipient's): what a clash or a refusal is about. */
export function changedValues(entry: QueuedCommand): Record<string, unknown> {
  const { command } = entry;
  switch (command.type) {
    case 'ChangeCar':
    case 'ChangeCampervan':
      return { ...command.changes };
    case 'ListCar':
    case 'ListCampervan':
      return { ...command.fields };
    case 'ChangeRecipient': {
      const { type: _type, ...fields } = command;
      return fields;
    }
    case 'AddEntry':
      return { name: command.name };
    case 'AddRecipient':
      return { email: command.email, name: command.name, isActive: command.isActive };
    case 'LegacyRequest':
      return command.body && typeof command.body === 'object' ? { ...(command.body as Record<string, unknown>) } : {};
    default:
      return {};
  }
}

/** The same command with the fields a person fixed (the Sync screen's refusal card). */
export function withValues<T extends QueuedCommand>(entry: T, values: Record<string, unknown>): T {
  const { command } = entry;
  switch (command.type) {
    case 'ChangeCar':
    case 'ChangeCampervan':
      return { ...entry, command: { ...command, changes: { ...command.changes, ...values } } };
    case 'ListCar':
    case 'ListCampervan':
      return { ...entry, command: { ...command, fields: { ...command.fields, ...values } } };
    case 'ChangeRecipient':
    case 'AddEntry':
    case 'AddRecipient':
      return { ...entry, command: { ...command, ...values, type: command.type } };
    case 'LegacyRequest':
      return { ...entry, command: { ...command, body: { ...(command.body as object), ...values } } };
    default:
      return entry;
  }
}

/** Which kind of record an entry is about, for the labels of its fields. */
export const kindOfEntry = (entry: QueuedCommand): LabelledKind =>
  entry.stream === 'campervan' ? 'campervan' : entry.stream === 'recipient' ? 'recipient' : 'car';
