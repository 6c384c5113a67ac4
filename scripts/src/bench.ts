// `npm run bench`: every benchmark of the project in one run, printed as one table in which each figure stands beside
// its peer or ceiling measured in the same run, with the ratio, the aim and PASS/FAIL; then the machine. The figures
// go into docs/benchmarks.md (between its bench markers). `npm run bench -- --only=api,images` runs some parts only
// (and writes nothing); `--no-write` leaves the document alone. BENCH_DURATION and BENCH_WARMUP (seconds) set the
// length of each load run (10 and 3), BENCH_IMAGE_RUNS the photos per side (10).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createDeps } from '@forecourt/api/boot';
import { loadConfig } from '@forecourt/api/lib/config';
import { createLogger } from '@forecourt/api/lib/logger';
import os from 'node:os';
import path from 'node:path';
import { benchApi } from './bench-api.ts';
import { benchEmbeddedWrites } from './bench-embedded.ts';
import { AUDIT_BUDGET_MS, AUDIT_EVENTS, measureAuditPages, writeYearOfEvents } from './bench-audit.ts';
import { benchImages } from './bench-images.ts';
import { AIM_THROTTLED_SECONDS, CHANGES, measureDirectSends, measureOfflineSync } from './bench-offline.ts';
import { benchRebuild } from './bench-rebuild.ts';
import { postgresVersion, withScratchDatabase } from './bench-scratch-db.ts';
import { benchSecurity } from './bench-security.ts';
import { measureStaff, staffRows } from './bench-staff.ts';
import { MID_RANGE_PHONE, MID_RANGE_TABLET, deviceText } from './bench-support.ts';
import { failedRow, fixed, kb, machineLine, markdownTable, textTable, verdictOf, whole, type BenchRow } from './bench-table.ts';
import { BUDGET_CLS, BUDGET_JS_GZIP, BUDGET_LCP_MS, measureWebBudgets } from './bench-web.ts';

const PARTS = ['images', 'api', 'embedded', 'log', 'web', 'staff', 'offline', 'security'] as const;
type Part = (typeof PARTS)[number];

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',') as Part[] | undefined;
const unknown = only?.filter((part) => !PARTS.includes(part));
if (unknown?.length) throw new Error(`Unknown part(s) ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
const parts = only ?? [...PARTS];
const write = !only && !args.includes('--no-write');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmUp = Number(process.env.BENCH_WARMUP ?? 3);
const imageRuns = Number(process.env.BENCH_IMAGE_RUNS ?? 10);

const log = (line: string) => console.log(line);
const rows: BenchRow[] = [];
const notes: string[] = [];

/** Runs one part; if it fails, the table says so in its place and the other parts still run. */
async function part(name: Part, title: string, work: () => Promise<BenchRow[]>): Promise<void> {
  if (!parts.includes(name)) return;
  log(`\n${title}`);
  const started = performance.now();
  try {
    rows.push(...(await work()));
  } catch (error) {
    console.error(error);
    rows.push(failedRow(title, (error as Error).message.split('\n')[0]!));
  }
  log(`  (${fixed((performance.now() - started) / 1000, 0)} s)`);
}

const machine = machineLine(await postgresVersion());
const startedAt = new Date();
const load = () => os.loadavg()[0]!.toFixed(1);
const loadAtStart = load();
log(`Forecourt benchmarks, ${startedAt.toISOString()}\n${machine}; load average ${loadAtStart}`);

await part('images', 'Images: the upload pipeline beside ImageMagick', () => benchImages({ runs: imageRuns, log }));

await part('api', 'Read API and writes, on PostgreSQL', async () => {
  const result = await benchApi({ duration, warmUp, log });
  notes.push(`Read API and writes: ${result.database}, made and dropped by the run; the app in its own process as \`npm start\` runs it (request logs at info, to /dev/null); autocannon in another; ${duration} s measured after a ${warmUp} s warm-up.`);
  return result.rows;
});

await part('embedded', 'Writes on the embedded database, fsync on and off', async () => {
  notes.push(`Embedded writes: PGlite in a scratch folder under ${os.tmpdir()}, the app in its own process as \`npm start\` runs it without DATABASE_URL; each run on its own copy of the same folder; ${duration} s measured after a ${warmUp} s warm-up.`);
  return benchEmbeddedWrites({ duration, warmUp, log });
});

await part('log', `The event log: ${whole(AUDIT_EVENTS)} events, audit pages and a rebuild`, () =>
  withScratchDatabase('log', async ({ deps, describe }) => {
    log(`  ${describe}`);
    const written = await writeYearOfEvents(deps);
    log(`  wrote ${whole(written.count)} events in ${fixed(written.seconds)} s: ${written.byType}`);
    const { pages } = await measureAuditPages(deps, (page) => log(`    ${page.label.padEnd(34)} ${String(page.rows).padStart(4)} rows  HTTP ${fixed(page.httpMs)} ms  SQL ${fixed(page.sqlMs)} ms`));
    const slowest = pages.reduce((a, b) => (b.httpMs > a.httpMs ? b : a));
    const audit: BenchRow = {
      measure: `Audit: a filtered page of ${whole(written.count)} events (slowest of ${pages.length} filters, HTTP, median of 20)`,
      figure: `${fixed(slowest.httpMs)} ms (${slowest.label})`,
      peer: `the same query in SQL: ${fixed(slowest.sqlMs)} ms`,
      ratio: `${fixed(slowest.httpMs / slowest.sqlMs, 1)}× SQL`,
      aim: `< ${AUDIT_BUDGET_MS} ms`,
      verdict: verdictOf(pages.every((page) => page.pass)),
    };
    notes.push(`Audit and rebuild: ${describe}, made and dropped by the run.`);
    return [audit, ...(await benchRebuild(deps, log))];
  }),
);

await part('web', `Public web on a ${deviceText(MID_RANGE_PHONE)}`, async () => {
  const { js, pages } = await measureWebBudgets({ floors: true });
  log(`  JavaScript for the home page: ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${js.files} files)`);
  const out: BenchRow[] = [
    { measure: 'Public web: JavaScript for the home page (gzip)', figure: kb(js.gzip), peer: '—', ratio: '—', aim: `≤ ${BUDGET_JS_GZIP / 1024} KB`, verdict: verdictOf(js.gzip <= BUDGET_JS_GZIP) },
  ];
  for (const page of pages) {
    log(`  ${page.name}: LCP ${whole(page.lcp)} ms (largest: ${page.largest}; that element alone: ${page.floor === undefined ? '—' : `${whole(page.floor)} ms`}), CLS ${page.cls.toFixed(3)}`);
    out.push({
      measure: `Public web: LCP of the ${page.name}, throttled phone (median of 3)`,
      figure: `${whole(page.lcp)} ms`,
      peer: page.floor === undefined ? '—' : `its largest element (${page.largest}) alone: ${whole(page.floor)} ms`,
      ratio: page.floor === undefined ? '—' : `${fixed(page.lcp / page.floor, 2)}× floor`,
      aim: `< ${whole(BUDGET_LCP_MS)} ms`,
      verdict: verdictOf(page.lcp < BUDGET_LCP_MS),
    });
  }
  out.push({
    measure: 'Public web: CLS of the home page and a car address',
    figure: pages.map((page) => page.cls.toFixed(3)).join(' and '),
    peer: '—',
    ratio: '—',
    aim: `< ${BUDGET_CLS}`,
    verdict: verdictOf(pages.every((page) => page.cls < BUDGET_CLS)),
  });
  return out;
});

await part('staff', `Staff app on a ${deviceText(MID_RANGE_TABLET)}`, async () => {
  const { screens, bytes, interactions } = await measureStaff(log);
  notes.push(`Staff app: ${screens.length} staff addresses on the demo yard in an in-memory database, each visited 3 times fresh, 3 times again (files in the HTTP cache) and 3 times as a tablet used daily has it (installed: its worker answers, and opened once before, so the compiled code is kept too) in headless Chromium with the tablet's CPU and network throttled; a screen counts as shown when its heading is up with no spinner left. INP: the longest event of each interaction, median of 3 runs on a cached app.`);
  return staffRows(screens, interactions, bytes);
});

await part('offline', `Offline: a ${CHANGES}-change outbox sent when the network returns`, async () => {
  const direct = await measureDirectSends();
  log(`  the same ${CHANGES} calls from Node, one after another: ${fixed(direct.seconds, 2)} s, ${direct.events} events`);
  const out: BenchRow[] = [];
  for (const throttled of [false, true]) {
    const sync = await measureOfflineSync(throttled);
    const where = throttled ? deviceText(MID_RANGE_TABLET) : 'local network';
    log(`  ${where}: ${fixed(sync.seconds, 2)} s, ${sync.events} events appended`);
    if (sync.events !== CHANGES) throw new Error(`The outbox appended ${sync.events} events, not ${CHANGES}`);
    out.push({
      measure: `Offline: sync a ${CHANGES}-change outbox, ${where}`,
      figure: `${fixed(sync.seconds, 1)} s`,
      peer: `the same ${CHANGES} calls from Node: ${fixed(direct.seconds, 1)} s`,
      ratio: `${fixed(sync.seconds / direct.seconds, 1)}× direct`,
      aim: throttled ? `< ${AIM_THROTTLED_SECONDS} s` : '—',
      verdict: throttled ? verdictOf(sync.seconds < AIM_THROTTLED_SECONDS) : '—',
    });
  }
  return out;
});

await part('security', 'Security on the embedded database (a default install): a burst of guesses, strangers\' idempotency keys, reset answer timing', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-security-'));
  const settings = { DATA_DIR: dataDir, DATABASE_URL: '', SESSION_KEYS: 'bench', SEED_DEMO: 'false', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' };
  const deps = await createDeps(loadConfig(settings), { logger: createLogger('silent') });
  try {
    notes.push('Security: the embedded database in a fresh folder, as `npm start` runs it; the app in the bench\'s process behind TRUST_PROXY, each request from an address of its own (X-Forwarded-For) unless one address is the point; reset answers timed from a process of its own.');
    return await benchSecurity(deps, log);
  } finally {
    await deps.readCache.close();
    await deps.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const loadAtEnd = load();
notes.push(`Load average (1 min) ${loadAtStart} when the run began and ${loadAtEnd} when it ended, on ${os.availableParallelism()} cores: anything else running skews the figures, less so the ratios, whose two sides run back to back.`);
log(`\n${textTable(rows)}\n\nMachine: ${machine}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end`);
if (rows.some((row) => row.verdict === 'FAIL')) process.exitCode = 1;

if (write) {
  const file = path.resolve(import.meta.dirname, '../../docs/benchmarks.md');
  const [START, END] = ['<!-- bench:start -->', '<!-- bench:end -->'];
  const block = [
    START,
    `Run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
    '',
    markdownTable(rows),
    '',
    ...notes.map((note) => `- ${note}`),
    END,
  ].join('\n');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n${START}\n${END}\n`;
  const [before, rest] = current.includes(START) && current.includes(END) ? [current.slice(0, current.indexOf(START)), current.slice(current.indexOf(END) + END.length)] : [`${current.trimEnd()}\n\n`, '\n'];
  writeFileSync(file, before + block + rest);
  log(`\nWrote the figures into ${path.relative(process.cwd(), file)}`);
}
