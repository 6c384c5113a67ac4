// `npm run bench:audit`: how fast the owner's event log answers a filtered page over a year of history. On the local
// PostgreSQL (PG_TEST_URL, else postgres://postgres@127.0.0.1:5432/postgres) it makes a scratch database, migrates it,
// writes 100,000 believable events (cars and campervans listed, photographed, repriced, reserved, sold and deleted by
// several people, some of it on yard tablets offline, makes, features and recipients, over a year), then times
// GET /api/events pages through the real app over HTTP: the median of 20 runs after a warm-up, against 100 ms, beside
// the same query in plain SQL. The scratch database is dropped at the end. `npm run bench` runs the same measure.
import { createHttpServer } from '@forecourt/api/http/http-server';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { auditQuerySchema } from '@forecourt/contracts';
import { createApp } from '@forecourt/api';
import { insertUser } from '@forecourt/api/services/users/users';
import { START, YEAR_MS, yearOfEvents } from './bench-history.ts';
import { withScratchDatabase, type BenchDeps } from './bench-scratch-db.ts';

export const AUDIT_EVENTS = 100_000;
const RUNS = 20;
const WARM_UP = 3;
export const AUDIT_BUDGET_MS = 100;
const ADMIN = { username: 'bench-owner', password: 'bench-owner-password-1' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Writes the year's events straight into the log (the read tables stay as they were), up to `total` in all. */
export async function writeYearOfEvents(deps: BenchDeps, total = AUDIT_EVENTS): Promise<{ count: number; seconds: number; byType: string }> {
  const existing = Number((await deps.db('events').count('* as n').first())?.n ?? 0);
  const rows = yearOfEvents(total - existing);
  const started = performance.now();
  for (let i = 0; i < rows.length; i += 2000) await deps.db('events').insert(rows.slice(i, i + 2000));
  await deps.db.raw('analyze events');
  const seconds = (performance.now() - started) / 1000;
  const count = Number((await deps.db('events').count('* as n').first())?.n);
  const byType = await deps.db('events').select('stream_type').count('* as n').groupBy('stream_type').orderBy('n', 'desc');
  return { count, seconds, byType: byType.map((r) => `${r.n} ${r.stream_type}`).join(', ') };
}

export interface AuditPage {
  label: string;
  rows: number;
  httpMs: number;
  sqlMs: number;
  pass: boolean;
}

/**
 * Times the filtered pages over HTTP (the real app, signed in as an administrator) and in plain SQL, on a database
 * that holds the year of events; `report` hears each page as it is measured.
 */
export async function measureAuditPages(deps: BenchDeps, report: (page: AuditPage) => void = () => {}): Promise<{ pages: AuditPage[]; csvRows: number; csvMs: number }> {
  await insertUser(deps, { ...ADMIN, email: 'owner@forecourt.test', isAdmin: true }, { actorUsername: 'bench' });
  const server = createHttpServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

    // Filters on a busy car, a person, a kind of change, one week in the middle of the year, and deep in the log.
    const busiest = await deps.db('events').where({ stream_type: 'car' }).select('stream_id').count('* as n').groupBy('stream_id').orderBy('n', 'desc').first();
    const week = new Date(START + YEAR_MS / 2);
    const weekEnd = new Date(week.getTime() + 7 * 24 * 3_600_000);
    const cases: [string, string][] = [
      ['one car (streamType + streamId)', `streamType=car&streamId=${busiest!.stream_id}`],
      ['one person (actor)', 'actor=aroha'],
      ['one kind of change (type)', 'type=CarPriceChanged'],
      ['one week (from + to)', `from=${week.toISOString()}&to=${weekEnd.toISOString()}`],
      ['a deep page (cursor 5000)', 'cursor=5000'],
      ['person + kind + deep cursor', 'actor=mike&type=CarStatusChanged&cursor=20000'],
      ['cars of one person in a week', `streamType=car&actor=priya&from=${week.toISOString()}&to=${weekEnd.toISOString()}`],
      ['one person, include=changes', 'actor=sarah&include=changes'],
      ['a deep page, include=changes', 'cursor=5000&include=changes'],
    ];
    const pages: AuditPage[] = [];
    for (const [label, query] of cases) {
      let rows = 0;
      const httpMs = await timed(async () => {
        const res = await fetch(`${base}/api/events?${query}`, { headers: { cookie } });
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
        rows = ((await res.json()) as { items: unknown[] }).items.length;
      });
      const parsed = auditQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const sqlMs = await timed(() => deps.store.log.pageQuery(parsed, parsed.limit + 1));
      const page = { label, rows, httpMs, sqlMs, pass: httpMs < AUDIT_BUDGET_MS };
      pages.push(page);
      report(page);
    }
    const started = performance.now();
    const csv = await fetch(`${base}/api/events?format=csv&actor=james&type=CarPriceChanged`, { headers: { cookie } });
    const csvRows = (await csv.text()).split('\r\n').length - 2;
    return { pages, csvRows, csvMs: performance.now() - started };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await withScratchDatabase('audit', async ({ deps, describe }) => {
    console.log(describe);
    const written = await writeYearOfEvents(deps);
    console.log(`Wrote ${written.count} events in ${written.seconds.toFixed(1)} s: ${written.byType}`);
    console.log(`\nGET /api/events, ${RUNS} runs after ${WARM_UP} to warm up, median; budget ${AUDIT_BUDGET_MS} ms over HTTP\n`);
    console.log(`${'page'.padEnd(34)} ${'rows'.padStart(4)} ${'HTTP ms'.padStart(8)} ${'SQL ms'.padStart(7)}  result`);
    const { pages, csvRows, csvMs } = await measureAuditPages(deps, (page) =>
      console.log(`${page.label.padEnd(34)} ${String(page.rows).padStart(4)} ${page.httpMs.toFixed(1).padStart(8)} ${page.sqlMs.toFixed(1).padStart(7)}  ${page.pass ? 'PASS' : 'FAIL'}`),
    );
    console.log(`\nCSV of every price change by one person: ${csvRows} rows in ${csvMs.toFixed(0)} ms`);
    const failed = pages.filter((page) => !page.pass).length;
    console.log(failed ? `\n${failed} page(s) over ${AUDIT_BUDGET_MS} ms` : `\nEvery page under ${AUDIT_BUDGET_MS} ms`);
    if (failed) process.exitCode = 1;
  });
}
