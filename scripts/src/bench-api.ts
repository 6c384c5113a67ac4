// The API under load, on a scratch database on the local PostgreSQL: GET /api/cars on 1,000 and 10,000 cars beside a
// bare node:http server answering the same bytes from memory (the ceiling), and 20 writers changing cars through the
// event store beside the least any event-sourced write does (row lock, version, insert, update in plain SQL), on one
// app process and over three, and on cars with 2,000 events beside new ones.
import { writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { addWriter, lengthenHistories, loadCarChanges, loadCarChangesOver, stockCars, WRITERS } from './bench-car-changes.ts';
import { load, startServerProcess, type LoadResult, type ServerProcess } from './bench-load.ts';
import { withScratchDatabase, type BenchDeps } from './bench-scratch-db.ts';
import { fixed, verdictOf, whole, type BenchRow } from './bench-table.ts';

export interface ApiBenchOptions {
  /** Seconds measured per run, after `warmUp` seconds of the same load. */
  duration: number;
  warmUp: number;
  log: (line: string) => void;
}

const READ_CONNECTIONS = 50;
const READ_P99_AIM_MS = 20;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

interface Variant {
  label: string;
  headers: Record<string, string>;
  expectStatus: number;
  /** Whether the aim applies (else the row is there to explain the others). */
  aim: 'full' | 'ratio' | 'none';
  /** A different query each time, so every request misses the cache and reads PostgreSQL. */
  missEveryTime?: boolean;
}

// What the public site's fetch sends.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

function variantsFor(total: number, etag: string): Variant[] {
  if (total !== 1_000) {
    return [
      { label: ', as a browser asks (br)', headers: BROWSER, expectStatus: 200, aim: 'ratio' },
      { label: ', uncompressed', headers: {}, expectStatus: 200, aim: 'ratio' },
    ];
  }
  return [
    { label: ', as a browser asks (br)', headers: BROWSER, expectStatus: 200, aim: 'full' },
    { label: ', uncompressed', headers: {}, expectStatus: 200, aim: 'full' },
    { label: ', revalidated (If-None-Match → 304)', headers: { ...BROWSER, 'if-none-match': etag }, expectStatus: 304, aim: 'none' },
    { label: ', a new filter each time (cache missed, read from PostgreSQL)', headers: BROWSER, expectStatus: 200, aim: 'none', missEveryTime: true },
  ];
}

export async function benchApi(options: ApiBenchOptions): Promise<{ rows: BenchRow[]; database: string }> {
  const { log } = options;
  const rows: BenchRow[] = [];
  const timing = { duration: options.duration, warmUp: options.warmUp };
  let database = '';
  await withScratchDatabase('api', async ({ deps, url, dataDir, describe }) => {
    database = describe;
    log(`  ${describe}`);
    const appEnv = {
      DATABASE_URL: url, DATA_DIR: dataDir, SESSION_KEYS: 'bench', LOG_LEVEL: 'info', SEED_DEMO: 'false', NODE_ENV: 'production',
      // Production will not start without the site's address; the benchmark follows no link, so any will do.
      PUBLIC_URL: 'http://localhost',
    };
    const app: ServerProcess = await startServerProcess('bench-serve-app.ts', appEnv);
    try {
      for (const [cars, firstId] of [[1_000, 1], [9_000, 1_001]] as const) {
        const seconds = await stockCars(deps, cars, firstId);
        const total = firstId + cars - 1;
        log(`  ${whole(total)} cars in stock (${whole(cars)} listed as events and the log replayed in ${fixed(seconds)} s)`);
        // The rebuild in this process moved nothing in the log, but the new events did: the app's next answer has every car.
        const deadline = Date.now() + 5000;
        let plain = await rawGet(`${app.base}/api/cars`);
        while ((JSON.parse(plain.body.toString()) as unknown[]).length !== total) {
          if (Date.now() > deadline) throw new Error(`GET /api/cars does not answer ${total} cars`);
          await new Promise((resolve) => setTimeout(resolve, 20));
          plain = await rawGet(`${app.base}/api/cars`);
        }
        const etag = String(plain.headers.etag);
        for (const variant of variantsFor(total, etag)) {
          const sample = await rawGet(`${app.base}/api/cars`, variant.headers);
          const measure = `GET /api/cars, ${whole(total)} cars${variant.label}`;
          log(`  ${measure}: ${whole(sample.body.length)} bytes an answer; the app, then the ceiling, ${READ_CONNECTIONS} connections, ${timing.warmUp} s warm-up + ${timing.duration} s`);
          let n = 0;
          const run = (base: string, missEveryTime = false) =>
            load({
              url: `${base}/api/cars`,
              connections: READ_CONNECTIONS,
              headers: variant.headers,
              expectStatus: variant.expectStatus,
              // Prices start far above 1: every car still matches, and each request is a query never seen before.
              ...(missEveryTime ? { setupRequest: (request) => ({ ...request, path: `/api/cars?minPrice=${(n += 1)}` }) } : {}),
              ...timing,
            });
          const ours = await run(app.base, variant.missEveryTime);
          const ceiling = await withCeiling(sample, dataDir, (base) => run(base));
          rows.push(readRow(measure, ours, ceiling, variant.aim));
          log(`    app ${whole(ours.requestsPerSecond)} req/s, p99 ${ours.p99} ms${ours.failures ? ` (${ours.failures})` : ''}; ceiling ${whole(ceiling.requestsPerSecond)} req/s, p99 ${ceiling.p99} ms${ceiling.failures ? ` (${ceiling.failures})` : ''}`);
        }
      }
      rows.push(await measureFreshness(deps, app, log));
      await addWriter(deps);
      // Through the app first: the plain-SQL floor writes events without the streams' kept states.
      const overProcesses = await benchWritesOverProcesses(deps, app, () => startServerProcess('bench-serve-app.ts', appEnv), timing, log);
      const longHistories = await benchLongHistories(deps, app, timing, log);
      rows.push(...(await benchWrites(deps, app, timing, log)), overProcesses, longHistories);
    } finally {
      await app.stop();
    }
  });
  return { rows, database };
}

/** The ceiling server answering exactly `sample` (its bytes, type, encoding, and 304 for its ETag), for `work`. */
async function withCeiling<T>(sample: RawAnswer, dir: string, work: (base: string) => Promise<T>): Promise<T> {
  const file = path.join(dir, `ceiling-${Date.now()}.body`);
  writeFileSync(file, sample.body);
  const ceiling = await startServerProcess('bench-serve-bytes.ts', {
    BENCH_BODY_FILE: file,
    BENCH_CONTENT_TYPE: String(sample.headers['content-type'] ?? 'application/json; charset=utf-8'),
    ...(sample.headers['content-encoding'] ? { BENCH_CONTENT_ENCODING: String(sample.headers['content-encoding']) } : {}),
    ...(sample.headers.etag ? { BENCH_ETAG: String(sample.headers.etag) } : {}),
  });
  try {
    return await work(ceiling.base);
  } finally {
    await ceiling.stop();
  }
}

function readRow(measure: string, ours: LoadResult, ceiling: LoadResult, aim: Variant['aim']): BenchRow {
  const ratio = ours.requestsPerSecond / ceiling.requestsPerSecond;
  const met = ratio >= 0.5 && (aim !== 'full' || ours.p99 < READ_P99_AIM_MS) && !ours.failures;
  const failures = (result: LoadResult) => (result.failures ? ` (${result.failures})` : '');
  return {
    measure,
    figure: `${whole(ours.requestsPerSecond)} req/s, p99 ${ours.p99} ms${failures(ours)}`,
    peer: `bare node:http: ${whole(ceiling.requestsPerSecond)} req/s, p99 ${ceiling.p99} ms${failures(ceiling)}`,
    ratio: `${fixed(ratio, 2)}× ceiling`,
    aim: aim === 'full' ? `≥ 0.5× ceiling, p99 < ${READ_P99_AIM_MS} ms` : aim === 'ratio' ? '≥ 0.5× ceiling' : '—',
    verdict: aim === 'none' ? '—' : verdictOf(met),
  };
}

/**
 * How soon the app (another process) answers a change this process commits: the first read after the commit must
 * already show it. Timed from the commit to the first answer with the new price (a one-car page, asked again at once
 * if it were old).
 */
async function measureFreshness(deps: BenchDeps, app: ServerProcess, log: (line: string) => void): Promise<BenchRow> {
  const CHANGES = 20;
  const page = `${app.base}/api/cars?page=1&pageSize=1`;
  const priceNow = async () => (JSON.parse((await rawGet(page)).body.toString()) as { items: { id: number; price: number }[] }).items[0]!;
  const times: number[] = [];
  let staleReads = 0;
  for (let i = 0; i < CHANGES; i++) {
    const { id } = await priceNow();
    const { version } = await deps.db('cars').where({ id }).first('version');
    const price = 50_000 + i;
    await deps.store.transact((tx) => tx.append('car', id, Number(version), [{ type: 'CarPriceChanged', data: { price } }], { actorUsername: 'bench' }));
    const committed = performance.now();
    while ((await priceNow()).price !== price) {
      staleReads += 1;
      if (performance.now() - committed > 5000) throw new Error('The app did not show a change made in another process within 5 s');
    }
    times.push(performance.now() - committed);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const firstReads = `${CHANGES - Math.min(staleReads, CHANGES)} of ${CHANGES} on the first read after the commit`;
  log(`  a change committed here, shown by the app: ${firstReads}; median ${fixed(median)} ms, slowest ${fixed(times.at(-1)!)} ms from the commit`);
  return {
    measure: 'Freshness: a change committed by another process, shown in the app\'s list',
    figure: `${firstReads}; median ${fixed(median)} ms`,
    peer: '—',
    ratio: '—',
    aim: 'every one on the first read',
    verdict: verdictOf(staleReads === 0),
  };
}

/** 20 writers changing prices of random cars: over HTTP through the app, and the floor in plain SQL. */
async function benchWrites(deps: BenchDeps, app: ServerProcess, timing: { duration: number; warmUp: number }, log: (line: string) => void): Promise<BenchRow[]> {
  const carIds = (await deps.db('cars').pluck('id')) as number[];
  const eventsBefore = Number((await deps.db('events').count('* as n').first())?.n);
  log(`  PUT /api/cars/:id (a new price for a random car of ${whole(carIds.length)}), ${WRITERS} writers, ${timing.warmUp} s warm-up + ${timing.duration} s`);
  const ours = await loadCarChanges(app.base, carIds, timing);
  const appended = Number((await deps.db('events').count('* as n').first())?.n) - eventsBefore;
  log(`    app ${whole(ours.requestsPerSecond)} commands/s, p99 ${ours.p99} ms (${whole(appended)} events appended in all, warm-up included)`);

  const floor = await sqlWriteFloor(deps, carIds, timing);
  log(`    plain SQL ${whole(floor.perSecond)} commands/s, p99 ${fixed(floor.p99)} ms`);
  return [
    {
      measure: `Car changes through the event store, ${WRITERS} writers (PUT over HTTP)`,
      figure: `${whole(ours.requestsPerSecond)} commands/s, p99 ${ours.p99} ms${ours.failures ? ` (${ours.failures})` : ''}`,
      peer: `plain SQL (row lock, version, insert, update): ${whole(floor.perSecond)} commands/s, p99 ${fixed(floor.p99)} ms`,
      ratio: `${fixed(ours.requestsPerSecond / floor.perSecond, 2)}× plain SQL`,
      aim: '—',
      verdict: '—',
    },
  ];
}

/**
 * The same 20 writers over three app processes on the same database (7, 7, 6), beside all 20 on one, measured back to
 * back: appends to different cars take no lock on the whole log, so more processes are not slower.
 */
async function benchWritesOverProcesses(
  deps: BenchDeps,
  app: ServerProcess,
  startAnother: () => Promise<ServerProcess>,
  timing: { duration: number; warmUp: number },
  log: (line: string) => void,
): Promise<BenchRow> {
  const carIds = (await deps.db('cars').pluck('id')) as number[];
  const others = [await startAnother(), await startAnother()];
  try {
    log(`  the same ${WRITERS} writers on one app process, then over three (7, 7, 6), ${timing.warmUp} s warm-up + ${timing.duration} s each`);
    const one = await loadCarChanges(app.base, carIds, timing);
    const three = await loadCarChangesOver([app, ...others].map((p) => p.base), carIds, timing);
    const ratio = three.requestsPerSecond / one.requestsPerSecond;
    log(`    one process ${whole(one.requestsPerSecond)} commands/s, p99 ${one.p99} ms; three ${whole(three.requestsPerSecond)} commands/s, p99 ${three.p99} ms (${fixed(ratio, 2)}×)`);
    const failures = [one.failures, three.failures].filter(Boolean).join(', ');
    return {
      measure: `Car changes, ${WRITERS} writers over 3 app processes on one PostgreSQL (PUT over HTTP)`,
      figure: `${whole(three.requestsPerSecond)} commands/s, p99 ${three.p99} ms${failures ? ` (${failures})` : ''}`,
      peer: `the same on 1 process: ${whole(one.requestsPerSecond)} commands/s, p99 ${one.p99} ms`,
      ratio: `${fixed(ratio, 2)}× one process`,
      aim: '≥ 1.0× one process',
      verdict: verdictOf(ratio >= 1 && !failures),
    };
  } finally {
    await Promise.all(others.map((p) => p.stop()));
  }
}

const LONG_HISTORY = 2_000;

/**
 * A price change on cars with 2,000 events each beside one on cars with one or two: a command reads its car's kept
 * state, not its history, so the length of the history costs nothing. 20 cars each, the same 20 writers.
 */
async function benchLongHistories(deps: BenchDeps, app: ServerProcess, timing: { duration: number; warmUp: number }, log: (line: string) => void): Promise<BenchRow> {
  const ids = ((await deps.db('cars').orderBy('id').limit(40).pluck('id')) as number[]);
  const long = ids.slice(0, 20);
  const young = ids.slice(20);
  const started = performance.now();
  await lengthenHistories(deps, long, LONG_HISTORY);
  const events = await deps.db('events').where('stream_type', 'car').whereIn('stream_id', young.map(String)).count('* as n').first();
  log(`  ${long.length} cars given ${whole(LONG_HISTORY)} events each and the log replayed in ${fixed((performance.now() - started) / 1000)} s; ${young.length} others hold ${Number(events?.n)} events between them`);
  const fresh = await loadCarChanges(app.base, young, timing);
  const old = await loadCarChanges(app.base, long, timing);
  const ratio = old.requestsPerSecond / fresh.requestsPerSecond;
  log(`    cars of ${whole(LONG_HISTORY)}+ events ${whole(old.requestsPerSecond)} commands/s, p99 ${old.p99} ms; new cars ${whole(fresh.requestsPerSecond)} commands/s, p99 ${fresh.p99} ms (${fixed(ratio, 2)}×)`);
  const failures = [old.failures, fresh.failures].filter(Boolean).join(', ');
  return {
    measure: `A price change on cars with ${whole(LONG_HISTORY)} events each, ${WRITERS} writers on 20 cars (PUT over HTTP)`,
    figure: `${whole(old.requestsPerSecond)} commands/s, p99 ${old.p99} ms${failures ? ` (${failures})` : ''}`,
    peer: `on 20 new cars: ${whole(fresh.requestsPerSecond)} commands/s, p99 ${fresh.p99} ms`,
    ratio: `${fixed(ratio, 2)}× new cars`,
    aim: '≥ 0.8× new cars',
    verdict: verdictOf(ratio >= 0.8 && !failures),
  };
}

/**
 * What every event-sourced change must do, with nothing else: lock the car's row, read the stream's version, insert
 * the event and update the read row, in one transaction; 20 clients in a loop on their own pooled connections.
 */
async function sqlWriteFloor(deps: BenchDeps, carIds: number[], timing: { duration: number; warmUp: number }): Promise<{ perSecond: number; p99: number }> {
  const { default: knexFactory } = await import('knex');
  const db = knexFactory({ client: 'pg', connection: deps.db.client.config.connection, pool: { min: WRITERS, max: WRITERS } });
  try {
    const change = async (n: number) => {
      const id = carIds[Math.floor(Math.random() * carIds.length)]!;
      const price = 30_000 + (n % 50_000) * 10 + 3;
      await db.transaction(async (trx) => {
        await trx.raw('select 1 from cars where id = ? for update', [id]);
        const row = await trx('events').where({ stream_type: 'car', stream_id: String(id) }).max('version as version').first();
        const version = Number(row?.version ?? 0) + 1;
        await trx('events').insert({ stream_type: 'car', stream_id: String(id), version, type: 'CarPriceChanged', data: JSON.stringify({ price }), metadata: '{}' });
        await trx('cars').where({ id }).update({ price, version, updated_at: new Date() });
      });
    };
    const run = async (seconds: number) => {
      const latencies: number[] = [];
      const until = performance.now() + seconds * 1000;
      let n = 0;
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (performance.now() < until) {
            const started = performance.now();
            await change(n++);
            latencies.push(performance.now() - started);
          }
        }),
      );
      return latencies;
    };
    await run(timing.warmUp);
    const latencies = (await run(timing.duration)).sort((a, b) => a - b);
    return { perSecond: latencies.length / timing.duration, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
  } finally {
    await db.destroy();
  }
}
