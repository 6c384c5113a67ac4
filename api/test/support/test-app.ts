// A real Forecourt app on a real database for one test file: hooks, signed-in clients and handy records.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createHttpServer } from '../../src/http/http-server.ts';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { User } from '@forecourt/contracts';
import { createApp } from '../../src/app.ts';
import { createDeps } from '../../src/boot.ts';
import type { Deps } from '../../src/deps.ts';
import { loadConfig, type Config } from '../../src/lib/config.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { hashPassword } from '../../src/lib/auth/password.ts';
import { openTestDatabase, resetDatabase, type TestDatabase } from './test-db.ts';
import { TestClient } from './test-client.ts';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Empty the database before each test (default). Off for files whose tests build on one shared setup. */
  resetBetweenTests?: boolean;
  clock?: () => Date;
}

export interface TestApp {
  deps: Deps;
  database: TestDatabase;
  baseUrl: string;
  client(): TestClient;
  createUser(fields?: Partial<User> & { password?: string }): Promise<User>;
  /** A client signed in as a new user (admin or not). */
  signedIn(role: 'admin' | 'user', fields?: Partial<User>): Promise<{ client: TestClient; user: User }>;
}

let hashOfTestPassword: Promise<string> | undefined;

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp & { close(): Promise<void> }> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-test-'));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_KEYS: 'test-session-key',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // A browser test run may serve web builds other than the ones in the workspace (built elsewhere, say).
    ...(process.env.WEB_ADMIN_DIR ? { WEB_ADMIN_DIR: process.env.WEB_ADMIN_DIR } : {}),
    ...(process.env.WEB_PUBLIC_DIR ? { WEB_PUBLIC_DIR: process.env.WEB_PUBLIC_DIR } : {}),
    ...options.env,
  });
  const deps = await createDeps(config, { db: database.db, logger: createLogger('silent'), ...(options.clock ? { clock: options.clock } : {}) });
  const server: Server = createHttpServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let counter = 0;

  const app: TestApp & { close(): Promise<void> } = {
    deps,
    database,
    baseUrl,
    client: () => new TestClient(baseUrl),
    async createUser(fields = {}) {
      counter += 1;
      hashOfTestPassword ??= hashPassword(TEST_PASSWORD);
      const passwordHash = fields.password ? await hashPassword(fields.password) : await hashOfTestPassword;
      const [row] = await deps.db('users')
        .insert({
          username: fields.username ?? `staff${counter}`,
          email: fields.email ?? `staff${counter}@forecourt.test`,
          password_hash: passwordHash,
          first_name: fields.firstName ?? 'Sam',
          last_name: fields.lastName ?? `Tester${counter}`,
          is_admin: fields.isAdmin ?? false,
        })
        .returning('*');
      return { id: row.id, username: row.username, email: row.email, firstName: row.first_name, lastName: row.last_name, isAdmin: row.is_admin };
    },
    async signedIn(role, fields = {}) {
      const user = await app.createUser({ ...fields, isAdmin: role === 'admin' });
      const client = app.client();
      const res = await client.post('/api/login', { username: user.username, password: TEST_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
      return { client, user };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.readCache.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}

/**
 * Registers the hooks of a test file: one app and database for the file, emptied before each test.
 * Returns an accessor; use it inside tests (`const t = useTestApp(); … t().client()`).
 */
export function useTestApp(options: TestAppOptions = {}): () => TestApp {
  let app: (TestApp & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    app = await startTestApp(options);
  });
  beforeEach(async () => {
    if (options.resetBetweenTests !== false) {
      await resetDatabase(app!.deps.db);
      // The tables were emptied behind the event store's back: nothing read before may be answered again.
      app!.deps.readCache.invalidate(['*']);
    }
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the test app is not started yet');
    return app;
  };
}
