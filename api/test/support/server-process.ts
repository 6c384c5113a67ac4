// Real Forecourt server processes for fault tests: `api/src/server.ts` run by tsx as a child on a port of its own, with
// the settings a deployment gives it, stopped the way an operator does (SIGTERM) or the kernel does (SIGKILL).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Knex } from 'knex';
import { hashPassword } from '../../src/lib/auth/password.ts';
import { freePort } from './smtp-receiver.ts';
import { TestClient } from './test-client.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SERVER_SESSION_KEYS = 'fault-test-key-one,fault-test-key-two';

export interface ServerProcessOptions {
  /** PostgreSQL the process uses; without one it opens the embedded database under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  env?: Record<string, string>;
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

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
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
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { cwd: ROOT, env });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within 60 s:\n${output}`);
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
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
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
