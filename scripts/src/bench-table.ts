// The one table `npm run bench` prints: each figure beside its peer or ceiling from the same run, the ratio and the
// aim; and the machine it ran on, for the console and for docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export type Verdict = 'PASS' | 'FAIL' | '—';

export interface BenchRow {
  measure: string;
  figure: string;
  /** What the figure is set against, measured in the same run ('—' when nothing is). */
  peer: string;
  /** figure ÷ peer, written the way round that reads (e.g. '0.62× ceiling', '5.1× faster'). */
  ratio: string;
  aim: string;
  verdict: Verdict;
}

/** A part of the benchmark that could not run: one row that says why, rather than a missing line. */
export const failedRow = (measure: string, why: string): BenchRow => ({ measure, figure: `not measured: ${why}`, peer: '—', ratio: '—', aim: '—', verdict: 'FAIL' });

export const verdictOf = (ok: boolean): Verdict => (ok ? 'PASS' : 'FAIL');

export const fixed = (value: number, digits = 1) => value.toLocaleString('en-NZ', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const whole = (value: number) => Math.round(value).toLocaleString('en-NZ');
export const kb = (bytes: number) => `${fixed(bytes / 1024)} KB`;

const COLUMNS = ['measure', 'figure', 'peer/ceiling', 'ratio', 'aim', 'PASS/FAIL'] as const;
const cells = (row: BenchRow) => [row.measure, row.figure, row.peer, row.ratio, row.aim, row.verdict];

export function textTable(rows: readonly BenchRow[]): string {
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...rows.map((row) => cells(row)[i]!.length)));
  const line = (values: readonly string[]) => values.map((value, i) => value.padEnd(widths[i]!)).join(' | ').trimEnd();
  return [line(COLUMNS), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map((row) => line(cells(row)))].join('\n');
}

export function markdownTable(rows: readonly BenchRow[]): string {
  const escape = (value: string) => value.replaceAll('|', '\\|');
  return [`| ${COLUMNS.join(' | ')} |`, `|${COLUMNS.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${cells(row).map(escape).join(' | ')} |`)].join('\n');
}

/** CPU model, cores, memory, Node and the PostgreSQL server's version. */
export function machineLine(postgresVersion: string): string {
  const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const memory = `${fixed(os.totalmem() / 1024 ** 3, 1)} GB memory`;
  return `${cpu}, ${os.availableParallelism()} cores, ${memory}, ${os.type()} ${os.release()}; Node ${process.version}; PostgreSQL ${postgresVersion}`;
}

/** The real ImageMagick's version line, or undefined when only a stand-in (or nothing) answers to `convert`. */
export function imageMagickVersion(convert: string): string | undefined {
  try {
    const out = execFileSync(convert, ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const line = out.split('\n')[0] ?? '';
    return /^Version: ImageMagick/.test(line) ? line.replace(/^Version: /, '').replace(/ https?:\S+/, '') : undefined;
  } catch {
    return undefined;
  }
}
