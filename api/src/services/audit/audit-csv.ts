// The event log as CSV (RFC 4180): one header row, one row per event, every cell quoted when it must be, and cells a
// spreadsheet would run as a formula (starting with = + - @, tab or carriage return) made plain text with an apostrophe.
import type { AuditEvent } from '@forecourt/contracts';
import { changesText } from './field-changes.ts';

export const AUDIT_CSV_FILENAME = 'forecourt-activity.csv';

export const AUDIT_CSV_COLUMNS = [
  'position',
  'recordedAt',
  'streamType',
  'streamId',
  'version',
  'type',
  'actor',
  'deviceId',
  'deviceTime',
  'subject',
  'changes',
  'data',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised, then quoted (quotes doubled) when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export const csvHeader = (): string => csvRow(AUDIT_CSV_COLUMNS);

export function csvEventRow(event: AuditEvent): string {
  const { metadata } = event;
  return csvRow([
    event.position,
    event.recordedAt,
    event.streamType,
    event.streamId,
    event.version,
    event.type,
    metadata.actorUsername ?? '',
    metadata.deviceId ?? '',
    metadata.deviceTime ?? '',
    event.subject ?? '',
    changesText(event.changes ?? []),
    JSON.stringify(event.data),
  ]);
}

/** The header, then a row per event as they come. */
export async function* auditCsv(events: AsyncIterable<AuditEvent>): AsyncGenerator<string> {
  yield csvHeader();
  for await (const event of events) yield csvEventRow(event);
}
