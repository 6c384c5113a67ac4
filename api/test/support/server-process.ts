// Real Forecourt server processes for fault tests: `api/src/server.ts` run by tsx as a child on a port of its own, with
// the settings a deployment gives it, stopped the way an operator does (SIGTERM) or the kernel does (SIGKILL); or
// started where it must refuse to start, to read its exit code and what it said.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Knex } from 'knex';
import { hashPassword } from '../../src/lib/auth/password.ts';
import { freePort } from './smtp-receiver.ts';
import { TestClient } from './test-client.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SERVER_SESSION_KEYS = 'fault-test-key-one,fault-test-key-two';

/** How a process is started: its command line, and the user it runs as when not this one. */
export interface Launch {
  command: string;
  args: string[];
  uid?: number;
  gid?: number;
}

export interface ServerProcessOptions {
  /** PostgreSQL the process uses; without one it opens the embedded database under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  env?: Record<string, string>;
  /** Changes how the process is started, e.g. as another user or inside a namespace of its own. */
  launch?: (plain: Launch) => Launch;
}

export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  client(): TestClient;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  /** SIGKILL: no request is finished and nothing is closed; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the normal shutdown. */
  stop(): Promise<void>;
}

/** The server process with the settings of `options`, and everything it prints so far. */
async function spawnServer(options: ServerProcessOptions): Promise<{ child: ChildProcess; port: number; output(): string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SESSION_KEYS: SERVER_SESSION_KEYS,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.ADMIN_PASSWORD;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const plain: Launch = { command: process.execPath, args: ['--import', 'tsx', 'api/src/server.ts'] };
  const { command, args, uid, gid } = options.launch?.(plain) ?? plain;
  const child: ChildProcess = spawn(command, args, { cwd: ROOT, env, ...(uid === undefined ? {} : { uid }), ...(gid === undefined ? {} : { gid }) });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, port, output: () => output };
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { child, port, output } = await spawnServer(options);
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within 60 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    baseUrl,
    pid: child.pid!,
    client: () => new TestClient(baseUrl),
    output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/**
 * The server started where it must refuse to: its exit code and everything it printed, once it has ended. A server
 * that answers instead is stopped and the call fails, as does one still running after 60 s.
 */
export async function startRefusedServer(options: ServerProcessOptions): Promise<{ code: number | null; output: string }> {
  const { child, port, output } = await spawnServer(options);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (child.exitCode === null && child.signalCode === null) {
    const answers = await fetch(`http://127.0.0.1:${port}/api/health`).then(() => true, () => false);
    if (answers || Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the server ${answers ? 'started' : 'was still running after 60 s'} instead of refusing to:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { code: await exited, output: output() };
}

export const STAFF_PASSWORD = 'fault-test-password';

/** A member of staff written straight into the database (no server needed), who signs in with STAFF_PASSWORD. */
export async function addStaff(db: Knex, username: string, isAdmin = true): Promise<void> {
  await db('users').insert({
    username,
    email: `${username}@forecourt.test`,
    password_hash: await hashPassword(STAFF_PASSWORD),
    first_name: 'Fault',
    last_name: 'Tester',
    is_admin: isAdmin,
  });
}

/** A client of `server` signed in as `username`. */
export async function signIn(server: ServerProcess, username: string): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/login', { username, password: STAFF_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
}
