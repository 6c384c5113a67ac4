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
  /** The status every answer must have; any other fails the run. */
  expectStatus: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  answers: number;
  bytesPerSecond: number;
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

async function once(options: LoadOptions, duration: number): Promise<AutocannonResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
  });
  const wrong = Object.entries(result.statusCodeStats).filter(([status]) => Number(status) !== options.expectStatus);
  if (result.errors || result.timeouts || wrong.length) {
    const statuses = wrong.map(([status, { count }]) => `${count}× ${status}`).join(', ');
    throw new Error(`${options.url}: ${result.errors} errors, ${result.timeouts} timeouts${statuses ? `, ${statuses}` : ''} (expected only ${options.expectStatus})`);
  }
  return result;
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
