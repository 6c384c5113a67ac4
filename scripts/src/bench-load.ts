// Load for the HTTP benchmarks: autocannon run from this process against a server in a process of its own (so the
// load and the server never share an event loop), after a warm-up; and those server processes.
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds measured, after `warmUp` seconds not measured. */
  duration: number;
  warmUp: number;
  method?: string;
  headers?: Record<string, string>;
  /** Makes each request anew (a different car, a different price), as autocannon's setupRequest. */
  setupRequest?: (request: { method: string; path: string; headers: Record<string, string>; body?: string }) => { method: string; path: string; headers: Record<string, string>; body?: string };
  /**
   * The status every answer must have. A few others, errors or timeouts are counted and reported with the figures
   * (one straggler must not cost the whole table); more than 1 % of the requests and the run fails.
   */
  expectStatus: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  answers: number;
  bytesPerSecond: number;
  /** What went wrong in the measured run, e.g. '1 timeout, 2× 503', or undefined when every answer was right. */
  failures?: string;
}

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Seconds before autocannon gives up on one answer: the largest ones (megabytes under 50 connections) take seconds. */
const ANSWER_TIMEOUT_S = 30;

async function once(options: LoadOptions, duration: number): Promise<AutocannonResult & { failures?: string }> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration,
    timeout: ANSWER_TIMEOUT_S,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
  });
  const wrong = Object.entries(result.statusCodeStats).filter(([status]) => Number(status) !== options.expectStatus);
  const wrongCount = wrong.reduce((sum, [, { count }]) => sum + count, 0);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  // autocannon counts a timeout as an error too.
  const otherErrors = result.errors - result.timeouts;
  const parts = [
    ...(otherErrors > 0 ? [plural(otherErrors, 'error')] : []),
    ...(result.timeouts > 0 ? [plural(result.timeouts, 'timeout')] : []),
    ...wrong.map(([status, { count }]) => `${count}× ${status}`),
  ];
  const failed = result.errors + wrongCount;
  if (failed > 0.01 * Math.max(1, result.requests.total + result.errors)) {
    throw new Error(`${options.url}: ${parts.join(', ')} of ${result.requests.total} requests (expected only ${options.expectStatus})`);
  }
  return { ...result, ...(parts.length ? { failures: parts.join(', ') } : {}) };
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  if (options.warmUp > 0) await once(options, options.warmUp);
  const result = await once(options, options.duration);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers: result.requests.total,
    bytesPerSecond: result.throughput.average,
    ...(result.failures ? { failures: result.failures } : {}),
  };
}

export interface ServerProcess {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts one of the bench server scripts (bench-serve-*.ts) in a process of its own; it sends `{ port }` once it
 * listens. Its output is thrown away (the app logs every request, as in production), its errors shown.
 */
export function startServerProcess(script: string, env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} ended before it listened (exit ${code})`)));
    child.once('message', (message: { port: number }) => {
      child.removeAllListeners('exit');
      resolve({
        base: `http://127.0.0.1:${message.port}`,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
