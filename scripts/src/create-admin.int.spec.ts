// `npm run create-admin` run as a real process against the server's database settings: the account it makes,
// where the password comes from, and its errors and exit codes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { connect } from '@forecourt/db';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../../api/test/support/test-db.ts';
import { verifyPassword } from '../../api/src/lib/auth/password.ts';

const SCRIPT = path.resolve(import.meta.dirname, 'create-admin.ts');
let dataDir: string;
let postgres: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-create-admin-'));
  if (testDatabaseKind() === 'postgres') postgres = await openTestDatabase();
});
afterAll(async () => {
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the script as `npm run create-admin` does, with the settings a server would have. */
function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      SESSION_KEYS: 'test-session-key',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: '',
      ...env,
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The database the script wrote to (the embedded one is opened only while no script runs). */
async function inDatabase<T>(work: (db: Knex) => Promise<T>): Promise<T> {
  if (postgres) return work(postgres.db);
  const { db, ready } = connect({ dataDir: path.join(dataDir, 'db') });
  await ready;
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

describe('npm run create-admin', () => {
  it('creates an administrator with a generated password printed once, and records UserCreated', async () => {
    const res = run(['--username', 'owner', '--email', 'owner@forecourt.test', '--first-name', 'Rangi']);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/^Created administrator 'owner' <owner@forecourt\.test> \(id 1\)/);
    const password = /Password \(shown only this once, keep it safe\): (\S+)/.exec(res.stdout)?.[1];
    expect(password).toHaveLength(24);
    await inDatabase(async (db) => {
      const user = await db('users').where({ username: 'owner' }).first();
      expect(user).toMatchObject({ is_admin: true, first_name: 'Rangi', last_name: '', email: 'owner@forecourt.test' });
      expect(await verifyPassword(password!, user.password_hash)).toBe(true);
      const [event] = await db('events').where({ stream_type: 'user' });
      expect(event).toMatchObject({ type: 'UserCreated', data: { id: 1, username: 'owner', isAdmin: true }, metadata: { source: 'create-admin' } });
      expect(JSON.stringify(event)).not.toContain(password);
    });
  });

  it('takes the password from --password, or else from ADMIN_PASSWORD, and never prints it', async () => {
    const flag = run(['--username', 'flag', '--email', 'flag@forecourt.test', '--password', 'from-the-flag-1']);
    const setting = run(['--username', 'setting', '--email', 'setting@forecourt.test'], { ADMIN_PASSWORD: 'from-the-setting-1' });
    for (const res of [flag, setting]) {
      expect(res.status).toBe(0);
      expect(res.stdout).not.toMatch(/password/i);
    }
    await inDatabase(async (db) => {
      const hashes = Object.fromEntries((await db('users').whereIn('username', ['flag', 'setting'])).map((u) => [u.username, u.password_hash]));
      expect(await verifyPassword('from-the-flag-1', hashes.flag)).toBe(true);
      expect(await verifyPassword('from-the-setting-1', hashes.setting)).toBe(true);
    });
  });

  it('refuses a username or e-mail in use, and bad input, with the reasons and exit code 1', async () => {
    const taken = run(['--username', 'OWNER', '--email', 'else@forecourt.test']);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('username: That username is already taken');
    const bad = run(['--username', 'has space', '--email', 'nope', '--password', 'short']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Not created:');
    expect(bad.stderr).toContain('email: Please enter a valid email address');
    expect(bad.stderr).toContain('password: Password must be at least 8 characters');
    expect(await inDatabase((db) => db('users').pluck('username'))).toHaveLength(3);
  });

  it('explains its usage with exit code 2 when a flag is missing or unknown', () => {
    const missing = run(['--username', 'someone']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--username and --email are required.');
    expect(missing.stderr).toContain('Usage: npm run create-admin -- --username <name> --email <address>');
    const unknown = run(['--user', 'someone', '--email', 'x@forecourt.test']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--user'/);
  });
});
