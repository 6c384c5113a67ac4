// Property-based fuzzing of every API call (fast-check, seeded): bodies, path parameters, query strings and headers
// of junk, as an administrator, a plain user and a visitor. Never a 5xx, and a refusal (4xx) writes nothing: every
// table and the media folder are the same before and after it. Also junk addresses outside the API.
// FUZZ_RUNS and FUZZ_SEED run it longer or on another seed.
import { readdir } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from './routes.ts';
import { useTestApp } from '../test/support/test-app.ts';
import type { TestClient } from '../test/support/test-client.ts';
import { batchItem, campervanBody, carBody } from '../test/support/vehicle-requests.ts';
import { junkBody, junkHeaders, junkQuery, junkSegment, nastyText } from '../test/support/junk.ts';
import { plainImage } from './services/media/test-images.ts';
import { resetMailSettled } from './services/password-reset/password-reset.ts';
import { addDays, nzToday } from '@forecourt/contracts';

const t = useTestApp({ resetBetweenTests: false });

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** FUZZ_STATS=1 prints how often each call answered each status, to see what the junk reaches. */
const stats = process.env.FUZZ_STATS ? new Map<string, number>() : undefined;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Call {
  method: Method;
  path: string;
  /** A valid body of the call, which the fuzzer breaks in every way. */
  body?: Record<string, unknown>;
  /** Query keys the call reads. */
  query?: string[];
}

// About a car, with a test drive on a day a week ahead (in New Zealand): every vehicle field gets broken too.
const contact = {
  name: 'Aroha',
  email: 'aroha@example.co.nz',
  subject: 'Test drive',
  message: 'Saturday?',
  phone: '021 555 0199',
  honeypot: '',
  timestamp: 0,
  vehicleKind: 'car',
  vehicleId: 1,
  intent: 'test-drive',
  preferredDate: addDays(nzToday(), 7),
};
const user = { username: 'fuzzed', email: 'fuzzed@example.co.nz', password: 'long-enough-password', firstName: 'F', lastName: 'Z', isAdmin: false };
const resolution = { commandId: 'queued-change-1', baseVersion: 1, fields: [{ field: 'price', base: 1, mine: 2, theirs: 3, chosen: 'mine', value: 2 }] };
const imageOf = (kind: 'carId' | 'campervanId') => ({ [kind]: 1, imageUrl: '/media/fuzz/1200.webp', fileId: 'fuzz', transformType: null, transformParams: { w: 600 } });
const carList = ['brand', 'model', 'status', 'priceRange', 'minPrice', 'maxPrice', 'page', 'pageSize'];
const campervanList = ['berths', 'status', 'priceRange', 'page', 'pageSize'];
const audit = ['streamType', 'streamId', 'actor', 'type', 'from', 'to', 'cursor', 'limit', 'include', 'format'];

/** Every call of the API; a test below proves the list matches the router, so a new call cannot be left out. */
const CALLS: Call[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/user' },
  { method: 'POST', path: '/api/login', body: { username: 'nobody', password: 'wrong-password', remember: true } },
  { method: 'POST', path: '/api/register', body: { ...user, isAdmin: undefined } },
  { method: 'POST', path: '/api/logout' },
  { method: 'GET', path: '/api/login-history', query: ['limit'] },
  { method: 'POST', path: '/api/password-reset', body: { login: 'nobody' } },
  { method: 'POST', path: '/api/password-reset/check', body: { token: 'abc' } },
  { method: 'POST', path: '/api/password-reset/complete', body: { token: 'abc', password: 'long-enough-password' } },
  { method: 'GET', path: '/api/users' },
  { method: 'POST', path: '/api/users', body: user },
  { method: 'PUT', path: '/api/users/:id', body: user },
  { method: 'DELETE', path: '/api/users/:id' },
  { method: 'GET', path: '/api/cars', query: carList },
  { method: 'GET', path: '/api/cars/:id', query: ['asOf'] },
  { method: 'GET', path: '/api/cars/:id/history' },
  { method: 'GET', path: '/api/cars/:id/cin', query: ['asOf'] },
  { method: 'GET', path: '/api/cars/:id/cin.pdf', query: ['asOf'] },
  { method: 'POST', path: '/api/cars/:id/restore', body: { version: 1 } },
  { method: 'POST', path: '/api/cars', body: carBody({ status: 'available', features: ['Sunroof'] }) },
  { method: 'PUT', path: '/api/cars/:id', body: carBody({ expectedVersion: 1 }) },
  { method: 'POST', path: '/api/cars/:id/conflict-resolutions', body: resolution },
  { method: 'DELETE', path: '/api/cars/:id', body: { expectedVersion: 1 } },
  { method: 'GET', path: '/api/carImages/:carId' },
  { method: 'POST', path: '/api/carImages', body: imageOf('carId') },
  { method: 'DELETE', path: '/api/carImages/:id' },
  { method: 'PUT', path: '/api/cars/:id/images/order', body: { imageIds: [2, 1] } },
  { method: 'GET', path: '/api/campervans', query: campervanList },
  { method: 'GET', path: '/api/campervans/:id', query: ['asOf'] },
  { method: 'GET', path: '/api/campervans/:id/history' },
  { method: 'POST', path: '/api/campervans/:id/restore', body: { version: 1 } },
  { method: 'POST', path: '/api/campervans', body: campervanBody() },
  { method: 'PUT', path: '/api/campervans/:id', body: campervanBody({ expectedVersion: 1 }) },
  { method: 'POST', path: '/api/campervans/:id/conflict-resolutions', body: resolution },
  { method: 'DELETE', path: '/api/campervans/:id' },
  { method: 'PUT', path: '/api/campervans/:id/images', body: { campervanId: 1, images: [batchItem(1, 'a'), batchItem(0, 'b', { isNew: true })] } },
  { method: 'GET', path: '/api/campervan-images/:campervanId' },
  { method: 'POST', path: '/api/campervan-images', body: imageOf('campervanId') },
  { method: 'DELETE', path: '/api/campervan-images/:id' },
  ...(['/api/car-brands', '/api/car-features', '/api/campervan-features'] as const).flatMap((path): Call[] => [
    { method: 'GET', path },
    { method: 'POST', path, body: { name: 'Heated seats', isCustom: true } },
    { method: 'DELETE', path: `${path}/:id` },
  ]),
  { method: 'GET', path: '/api/email-settings' },
  { method: 'POST', path: '/api/email-settings', body: { email: 'sales@example.co.nz', name: 'Sales', isActive: true, isPrimary: true } },
  { method: 'PUT', path: '/api/email-settings/:id', body: { isActive: false, email: 'other@example.co.nz', name: null } },
  { method: 'DELETE', path: '/api/email-settings/:id' },
  { method: 'POST', path: '/api/email-settings/:id/set-primary' },
  { method: 'POST', path: '/api/contact', body: contact },
  { method: 'GET', path: '/api/contact-messages' },
  { method: 'POST', path: '/api/contact-messages/:id/resend' },
  { method: 'POST', path: '/api/upload' },
  { method: 'DELETE', path: '/api/upload/:fileId' },
  { method: 'GET', path: '/media/:fileId/:name' },
  { method: 'GET', path: '/api/events', query: audit },
  { method: 'GET', path: '/api/insights/stock' },
];

/** What one generated request is: the call, its address, body and headers, and who sends it. */
interface Attempt {
  call: Call;
  method: Method;
  url: string;
  body?: { text: string } | { form: FormData };
  headers: Record<string, string>;
}

let known: { ids: string[]; fileId: string };
const actors: Record<'admin' | 'user' | 'visitor', TestClient | undefined> = { admin: undefined, user: undefined, visitor: undefined };

function attemptOf(call: Call): fc.Arbitrary<Attempt> {
  const segment = (name: string) =>
    name === 'fileId' ? junkSegment([known.fileId, 'a'.repeat(65)]) : name === 'name' ? junkSegment(['600.jpg', '1200.webp', '601.jpg']) : junkSegment(known.ids);
  const names = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.tuple(...names.map(segment));
  const query = fc.option(junkQuery(call.query ?? ['q']), { nil: undefined, freq: call.query ? 2 : 4 });
  const body =
    call.path === '/api/upload'
      ? uploadBody()
      : fc.option(junkBody(call.body), { nil: undefined, freq: call.body || call.method !== 'GET' ? 8 : 2 });
  return fc.record({ params, query, body, headers: junkHeaders }).map(({ params: values, query: q, body: b, headers: h }) => {
    let i = 0;
    const path = call.path.replace(/:(\w+)/g, () => values[i++] as string);
    const send = call.method === 'GET' ? undefined : b;
    const { 'Content-Type': type, ...rest } = h;
    // JSON unless the fuzzer picked another type; FormData sets its own multipart type.
    const headers = send && 'text' in send ? { 'content-type': type ?? 'application/json', ...rest } : rest;
    return { call, method: call.method, url: q ? `${path}?${q}` : path, body: send, headers };
  });
}

/** Multipart bodies that are not one good image in field `file`: bytes of anything, in the wrong field, or several. */
function uploadBody(): fc.Arbitrary<{ form: FormData }> {
  const file = fc.record({
    field: fc.constantFrom('file', 'image', 'files[]', '__proto__'),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 2000 }),
      // Real image signatures followed by rubbish.
      fc.tuple(fc.constantFrom([0xff, 0xd8, 0xff, 0xe0], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), fc.uint8Array({ maxLength: 500 })).map(
        ([head, tail]) => new Uint8Array([...head, ...tail]),
      ),
    ),
    name: nastyText,
    type: fc.constantFrom('image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream'),
  });
  return fc.array(file, { minLength: 0, maxLength: 2 }).map((files) => {
    const form = new FormData();
    for (const f of files) form.append(f.field, new Blob([f.bytes], { type: f.type }), f.name.replace(/[\ud800-\udfff]/g, '?') || 'x');
    return { form };
  });
}

/** Every table (sessions by who they are for, not when they expire) and every stored media file, as one string. */
async function fingerprint(): Promise<string> {
  const { db } = t().deps;
  const tables: { tablename: string }[] = (
    await db.raw("select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_%' order by tablename")
  ).rows;
  // Sign-in attempts are counted on purpose, before the password is checked and answered 401: that count is the
  // brute-force protection.
  const watched = tables.map((r) => r.tablename).filter((name) => name !== 'rate_limit_hits');
  const parts = watched.map((name) =>
    name === 'sessions'
      ? `select 'sessions' as t, count(*)::int as n, md5(coalesce(string_agg(concat_ws(',', x.id, x.user_id, x.data::text), '|' order by x.id), '')) as h from sessions x`
      : `select '${name}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
  );
  const rows: { t: string; n: number; h: string }[] = (await db.raw(parts.join(' union all '))).rows;
  const files = ((await readdir(t().deps.config.mediaDir, { recursive: true }).catch(() => [])) as string[]).sort();
  return JSON.stringify({ rows: rows.map((r) => `${r.t}:${r.n}:${r.h}`).sort(), files });
}

async function send(client: TestClient, attempt: Attempt) {
  const payload = attempt.body && ('form' in attempt.body ? attempt.body.form : attempt.body.text);
  return client.request(attempt.method, attempt.url, payload, { headers: attempt.headers });
}

/** Keeps the three callers who they are: a 2xx may have signed one out, deleted them or changed their role. */
async function ensureActors(): Promise<void> {
  for (const role of ['admin', 'user'] as const) {
    const me = await actors[role]!.get('/api/user');
    if (me.status !== 200 || me.body.isAdmin !== (role === 'admin')) actors[role] = (await t().signedIn(role)).client;
  }
}

async function seed(): Promise<void> {
  const admin = (await t().signedIn('admin')).client;
  actors.admin = admin;
  actors.user = (await t().signedIn('user')).client;
  actors.visitor = t().client();
  const upload = await admin.upload('/api/upload', await plainImage('jpeg'), 'car.jpg');
  expect(upload.status).toBe(201);
  const ok = (res: { status: number; text: string }) => expect(res.status, res.text).toBeLessThan(300);
  for (const model of ['330i', 'X5', 'Cayman']) ok(await admin.post('/api/cars', carBody({ model, imageUrl: upload.body.url })));
  ok(await admin.put('/api/cars/1', { price: 70_000 }));
  ok(await admin.post('/api/carImages', { carId: 1, imageUrl: upload.body.url, fileId: upload.body.fileId }));
  ok(await admin.post('/api/carImages', { carId: 1, imageUrl: '/media/other/1200.webp', fileId: 'other' }));
  for (const name of ['Tui', 'Kea']) ok(await admin.post('/api/campervans', campervanBody({ name })));
  ok(await admin.put('/api/campervans/1/images', { campervanId: 1, images: [batchItem(0, 'a', { isNew: true }), batchItem(0, 'b', { isNew: true })] }));
  for (const path of ['/api/car-brands', '/api/car-features', '/api/campervan-features']) ok(await admin.post(path, { name: 'Sunroof' }));
  ok(await admin.post('/api/email-settings', { email: 'sales@example.co.nz', name: 'Sales' }));
  ok(await admin.post('/api/email-settings', { email: 'owner@example.co.nz', name: 'Owner' }));
  ok(await actors.visitor.post('/api/contact', { ...contact, timestamp: Date.now() - 60_000 }));
  known = { ids: ['1', '2', '3'], fileId: upload.body.fileId };
}

beforeAll(seed);

describe('the fuzzed calls', () => {
  it('are every call the API has', () => {
    const registered = apiRouter(t().deps)
      .stack.filter((layer) => layer.methods.length > 0)
      .map((layer) => `${layer.methods.filter((m) => m !== 'HEAD')[0]} ${layer.path}`)
      .sort();
    expect(CALLS.map((c) => `${c.method} ${c.path}`).sort()).toEqual(registered);
  });
});

describe.each(['admin', 'user', 'visitor'] as const)('junk sent by %s', (role) => {
  it('never answers 5xx, and writes nothing when it refuses', { timeout: 240_000 }, async () => {
    const arbitrary = fc.constantFrom(...CALLS).chain(attemptOf);
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(arbitrary, async (attempt) => {
        const res = await send(actors[role]!, attempt);
        const key = `${role} ${attempt.method} ${attempt.call.path} ${res.status}`;
        stats?.set(key, (stats.get(key) ?? 0) + 1);
        const what = `${attempt.method} ${attempt.url.slice(0, 300)} → ${res.status} ${res.text.slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);
        if (res.status >= 400) {
          expect(await fingerprint(), `written on a refusal: ${what}`).toBe(before);
          if (attempt.url.startsWith('/api/') && res.headers.get('content-type')?.includes('json')) {
            expect(typeof res.body.error, what).toBe('string');
          }
        } else {
          await ensureActors();
          // A password-link request is stored and handled just after its answer: the fingerprint is taken once it is.
          await resetMailSettled(t().deps);
          before = await fingerprint();
        }
      }),
      { seed: SEED + ['admin', 'user', 'visitor'].indexOf(role), numRuns: RUNS, endOnFailure: true },
    );
  });
});

afterAll(() => {
  if (stats) console.log([...stats].sort().map(([k, n]) => `${k}: ${n}`).join('\n'));
});

describe('junk addresses outside the API', () => {
  it('answer a page, a file or a 4xx, never a 5xx', { timeout: 120_000 }, async () => {
    const segments = fc.array(junkSegment(['cars', 'campervans', 'admin', 'assets', 'media', '1-2019-bmw-330i', 'index.html', '.vite']), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(segments, fc.option(junkQuery(['q']), { nil: undefined }), fc.constantFrom('GET', 'HEAD'), async (parts, query, method) => {
        const url = `/${parts.join('/')}${query ? `?${query}` : ''}`;
        const res = await actors.visitor!.request(method, url);
        expect(res.status, `${method} ${url} → ${res.status}`).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: Math.ceil(RUNS / 2) },
    );
  });
});
