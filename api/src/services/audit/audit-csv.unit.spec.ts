import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@forecourt/contracts';
import { csvCell, csvEventRow, csvHeader } from './audit-csv.ts';

describe('CSV cells (RFC 4180)', () => {
  it('leaves plain text as it is and writes nothing for a missing value', () => {
    expect(csvCell('CarPriceChanged')).toBe('CarPriceChanged');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Leather, Sunroof')).toBe('"Leather, Sunroof"');
    expect(csvCell('the "Main" photo')).toBe('"the ""Main"" photo"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('makes a cell a spreadsheet would run as a formula plain text with a leading apostrophe', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+64 7 555 0100')).toBe("'+64 7 555 0100");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('CSV rows of events', () => {
  const event: AuditEvent = {
    position: 7,
    streamType: 'car',
    streamId: '3',
    version: 2,
    type: 'CarPriceChanged',
    data: { price: 39990 },
    metadata: { actorUsername: 'sarah', deviceId: 'yard-tablet-1', deviceTime: '2025-03-01T09:30:00.000Z' },
    recordedAt: '2025-03-01T10:00:00.000Z',
    subject: '2019 BMW 330i',
    changes: [
      { field: 'price', before: 42990, after: 39990 },
      { field: 'images', before: ['/media/a/1200.webp'], after: [] },
    ],
  };

  it('writes the header and one CRLF-ended line per event, changes as field: before → after', () => {
    expect(csvHeader()).toBe('position,recordedAt,streamType,streamId,version,type,actor,deviceId,deviceTime,subject,changes,data\r\n');
    expect(csvEventRow(event)).toBe(
      '7,2025-03-01T10:00:00.000Z,car,3,2,CarPriceChanged,sarah,yard-tablet-1,2025-03-01T09:30:00.000Z,2019 BMW 330i,' +
        'price: 42990 → 39990; images: /media/a/1200.webp → (none),"{""price"":39990}"\r\n',
    );
  });

  it('leaves the actor and device empty when the event has none', () => {
    const row = csvEventRow({ ...event, metadata: {}, subject: '', changes: [] });
    expect(row).toBe('7,2025-03-01T10:00:00.000Z,car,3,2,CarPriceChanged,,,,,,"{""price"":39990}"\r\n');
  });
});
