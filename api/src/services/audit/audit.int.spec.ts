// GET /api/events over HTTP on a real database: the log newest first, each filter alone and combined, keyset pages,
// readable subjects and field changes, the CSV export, and only administrators may read it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { TestClient } from '../../../test/support/test-client.ts';
import { campervanBody, carBody } from '../../../test/support/vehicle-requests.ts';
import { AUDIT_CSV_COLUMNS } from './audit-csv.ts';

const t = useTestApp({ resetBetweenTests: false });

const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click me")';
let admin: TestClient;
let sam: TestClient;
let all: AuditEvent[];

const page = async (query: string, client = admin): Promise<AuditPage> => {
  const res = await client.get(`/api/events${query ? `?${query}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const summary = (events: AuditEvent[]) => events.map((e) => `${e.streamType}:${e.streamId}:${e.version}:${e.type}`);

/** RFC 4180 rows of a CSV text (CRLF line ends, quoted cells with doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

beforeAll(async () => {
  admin = (await t().signedIn('admin', { username: 'sarah' })).client;
  sam = (await t().signedIn('user', { username: 'sam' })).client;
  await sam.post('/api/cars', carBody({ brand: 'BMW', model: '330i', year: 2019, price: 42990, description: 'M Sport, "one owner", full history.' }));
  await admin.put('/api/cars/1', { price: 39990 }, { headers: { 'X-Device-Id': 'yard-tablet-1', 'X-Device-Time': '2025-03-01T09:30:00Z' } });
  await sam.post('/api/cars', carBody({ brand: 'Audi', model: 'A4', year: 2018 }));
  await sam.put('/api/cars/1', { status: 'reserved' });
  await admin.post('/api/campervans', campervanBody({ name: FORMULA_NAME }));
  await admin.post('/api/car-brands', { name: 'Alfa Romeo' });
  await admin.post('/api/email-settings', { email: 'owner@forecourt.co.nz', name: 'Owner', isActive: true, isPrimary: true });
  await admin.post('/api/users', { username: 'kiri', email: 'kiri@forecourt.co.nz', password: 'a-long-enough-password-1' });
  all = (await page('limit=500')).items;
});

describe('the event log', () => {
  it('lists every event newest first, with its metadata and the time it was recorded', () => {
    expect(summary(all)).toEqual([
      'user:3:1:UserCreated',
      'recipient:1:2:RecipientMadePrimary',
      'recipient:1:1:RecipientAdded',
      'brand:1:1:BrandAdded',
      'campervan:1:1:CampervanListed',
      'car:1:3:CarStatusChanged',
      'car:2:1:CarListed',
      'car:1:2:CarPriceChanged',
      'car:1:1:CarListed',
    ]);
    const repriced = all.find((e) => e.type === 'CarPriceChanged')!;
    expect(repriced).toMatchObject({
      streamType: 'car',
      streamId: '1',
      version: 2,
      data: { price: 39990 },
      metadata: { actorUsername: 'sarah', actorId: expect.any(Number), deviceId: 'yard-tablet-1', deviceTime: '2025-03-01T09:30:00.000Z' },
      recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(repriced.position).toEqual(expect.any(Number));
    expect(repriced).not.toHaveProperty('changes');
  });

  it('filters by record, person, kind of change and time, each alone and together', async () => {
    expect(summary((await page('streamType=car')).items)).toEqual(['car:1:3:CarStatusChanged', 'car:2:1:CarListed', 'car:1:2:CarPriceChanged', 'car:1:1:CarListed']);
    expect(summary((await page('streamType=car&streamId=1')).items)).toEqual(['car:1:3:CarStatusChanged', 'car:1:2:CarPriceChanged', 'car:1:1:CarListed']);
    expect(summary((await page('actor=sam')).items)).toEqual(['car:1:3:CarStatusChanged', 'car:2:1:CarListed', 'car:1:1:CarListed']);
    expect(summary((await page('actor=SAM&streamId=1&streamType=car')).items)).toEqual(['car:1:3:CarStatusChanged', 'car:1:1:CarListed']);
    expect(summary((await page('type=CarPriceChanged')).items)).toEqual(['car:1:2:CarPriceChanged']);
    expect(summary((await page('type=CarListed&actor=sarah')).items)).toEqual([]);
    const listedAudi = all.find((e) => e.streamId === '2')!;
    const campervan = all.find((e) => e.streamType === 'campervan')!;
    const between = await page(`from=${encodeURIComponent(listedAudi.recordedAt)}&to=${encodeURIComponent(campervan.recordedAt)}`);
    expect(summary(between.items)).toEqual(['campervan:1:1:CampervanListed', 'car:1:3:CarStatusChanged', 'car:2:1:CarListed']);
    expect(summary((await page(`from=${encodeURIComponent(listedAudi.recordedAt)}&streamType=car&actor=sam`)).items)).toEqual([
      'car:1:3:CarStatusChanged',
      'car:2:1:CarListed',
    ]);
    expect((await page('streamType=recipient&streamId=99')).items).toEqual([]);
  });

  it('pages with a cursor: every event once, in order, and no cursor after the last page', async () => {
    const seen: AuditEvent[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: AuditPage = await page(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.items.length).toBeLessThanOrEqual(2);
      seen.push(...next.items);
      cursor = next.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(all);
    const first = await page('limit=3');
    expect(first.nextCursor).toBe(String(all[2]!.position));
    expect((await page('limit=9')).nextCursor).toBeNull();
    expect(summary((await page(`streamType=car&limit=1&cursor=${all[5]!.position}`)).items)).toEqual(['car:2:1:CarListed']);
  });

  it('with include=changes names each record as people know it and gives the fields before and after', async () => {
    const items = (await page('include=changes')).items;
    const byKey = Object.fromEntries(items.map((e) => [`${e.streamType}:${e.streamId}:${e.version}`, e]));
    expect(byKey['car:1:2']).toMatchObject({ subject: '2019 BMW 330i', changes: [{ field: 'price', before: 42990, after: 39990 }] });
    expect(byKey['car:1:3']).toMatchObject({ subject: '2019 BMW 330i', changes: [{ field: 'status', before: 'available', after: 'reserved' }] });
    expect(byKey['car:2:1']!.subject).toBe('2018 Audi A4');
    expect(byKey['car:2:1']!.changes).toContainEqual({ field: 'model', before: null, after: 'A4' });
    expect(byKey['campervan:1:1']!.subject).toBe(FORMULA_NAME);
    expect(byKey['brand:1:1']).toMatchObject({ subject: 'Alfa Romeo', changes: [{ field: 'name', before: null, after: 'Alfa Romeo' }] });
    expect(byKey['recipient:1:2']).toMatchObject({ subject: 'owner@forecourt.co.nz', changes: [{ field: 'isPrimary', before: false, after: true }] });
    expect(byKey['user:3:1']!.subject).toBe('kiri');
    expect(JSON.stringify(byKey['user:3:1'])).not.toMatch(/password/i);
  });

  it('reads the streams of a page in a bounded number of queries, however many streams it holds', async () => {
    const queriesFor = async (query: string) => {
      let n = 0;
      const count = () => n++;
      t().deps.db.on('query', count);
      await page(query);
      t().deps.db.off('query', count);
      return n;
    };
    const oneStream = await queriesFor('include=changes&streamType=car&streamId=1');
    const sixStreams = await queriesFor('include=changes');
    expect(sixStreams).toBe(oneStream);
    expect(sixStreams).toBeLessThanOrEqual(4);
  });

  it('refuses a bad query with the messages of the schema', async () => {
    const cases: [string, string][] = [
      ['streamType=boat', 'streamType must be one of: car, campervan, brand, car-feature, campervan-feature, recipient, user'],
      ['limit=501', 'limit must be at most 500'],
      ['limit=0', 'limit must be at least 1'],
      ['from=last-tuesday', 'from must be an ISO date and time'],
      ['cursor=abc', 'cursor must be the nextCursor of an earlier page'],
      ['format=xml', 'format must be json or csv'],
      ['include=everything', 'include must be changes'],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get(`/api/events?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.issues[0].message).toBe(message);
    }
  });

  it('is for administrators: a plain user gets 403 and a visitor 401, for JSON and CSV alike', async () => {
    expect((await sam.get('/api/events')).status).toBe(403);
    expect((await sam.get('/api/events?format=csv')).status).toBe(403);
    expect((await t().client().get('/api/events')).status).toBe(401);
    expect((await t().client().get('/api/events', { headers: { Accept: 'text/csv' } })).status).toBe(401);
  });
});

describe('the event log as CSV', () => {
  it('exports every matching event (not one page) under a header row, as a download', async () => {
    const res = await admin.get('/api/events?format=csv&limit=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="forecourt-activity.csv"');
    expect(res.text.split('\r\n')[0]).toBe('position,recordedAt,streamType,streamId,version,type,actor,deviceId,deviceTime,subject,changes,data');
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(all.map((e) => String(e.position)));
    expect(rows.every((r) => r.length === AUDIT_CSV_COLUMNS.length)).toBe(true);
  });

  it('writes the readable subject and changes, quotes what needs quoting, and neutralises formulas', async () => {
    const res = await admin.get('/api/events?streamType=car&streamId=1', { headers: { Accept: 'text/csv' } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(res.text);
    const cell = (row: string[], column: (typeof AUDIT_CSV_COLUMNS)[number]) => row[AUDIT_CSV_COLUMNS.indexOf(column)];
    const repriced = rows.find((r) => cell(r, 'type') === 'CarPriceChanged')!;
    expect(cell(repriced, 'actor')).toBe('sarah');
    expect(cell(repriced, 'deviceId')).toBe('yard-tablet-1');
    expect(cell(repriced, 'deviceTime')).toBe('2025-03-01T09:30:00.000Z');
    expect(cell(repriced, 'subject')).toBe('2019 BMW 330i');
    expect(cell(repriced, 'changes')).toBe('price: 42990 → 39990');
    const listed = rows.find((r) => cell(r, 'type') === 'CarListed')!;
    expect(JSON.parse(cell(listed, 'data')!)).toMatchObject({ brand: 'BMW', description: 'M Sport, "one owner", full history.' });
    expect(res.text).toContain('""one owner""');

    const campervan = parseCsv((await admin.get('/api/events?format=csv&streamType=campervan')).text)[1]!;
    expect(cell(campervan, 'subject')).toBe(`'${FORMULA_NAME}`);
    expect(cell(campervan, 'changes')).toMatch(/^name: \(none\) → =HYPERLINK/);
  });

  it('answers JSON when format=json is named, whatever Accept says', async () => {
    const res = await admin.get('/api/events?format=json&limit=1', { headers: { Accept: 'text/csv' } });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.items).toHaveLength(1);
  });
});
