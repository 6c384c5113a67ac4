// The limits hold when a burst is spread over 3 app processes on one PostgreSQL, as a load balancer spreads it: each
// use is taken in the database before the work it limits, so no process can count on its own; a browser known for the
// account keeps its own allowance on every process (its device cookie is signed with the shared keys). PostgreSQL only: real
// processes.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_USERNAME } from '../../src/services/auth/login-throttle.ts';
import { MAX_CONTACT_PER_IP } from '../../src/services/contact/contact-rate-limit.ts';
import { MAX_LINKS_PER_ACCOUNT, MAX_REQUESTS_PER_IP } from '../../src/services/password-reset/password-reset.ts';
import { addStaff, STAFF_PASSWORD, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-db.ts';

const BURST = 30;

/** The statuses of `BURST` calls sent at once, the n-th to process n mod 3. */
async function spread(servers: ServerProcess[], call: (server: ServerProcess, n: number) => Promise<{ status: number }>): Promise<Map<number, number>> {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, n) => call(servers[n % servers.length]!, n)));
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts;
}

describe('limits over 3 processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-limits-'));
    await addStaff(database.db, 'owner');
    servers = await Promise.all([0, 1, 2].map(() => startServerProcess({ databaseUrl: database.url, dataDir })));
  }, 90_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`checks at most ${MAX_FAILURES_PER_USERNAME} of ${BURST} wrong passwords for one account sent at once`, async () => {
    const counts = await spread(servers, (server) => server.client().post('/api/login', { username: 'owner', password: 'not-the-password' }));
    expect(counts).toEqual(new Map([[401, MAX_FAILURES_PER_USERNAME], [429, BURST - MAX_FAILURES_PER_USERNAME]]));
  });

  it(`takes at most ${MAX_CONTACT_PER_IP} of ${BURST} contact messages from one address sent at once`, async () => {
    const counts = await spread(servers, (server, n) =>
      server.client().post('/api/contact', { name: 'Aroha', email: 'aroha@example.co.nz', subject: `Test drive ${n}`, message: 'Saturday?', phone: '', honeypot: '', timestamp: Date.now() - 60_000 }),
    );
    const accepted = [...counts].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0);
    expect(accepted).toBe(MAX_CONTACT_PER_IP);
    expect(counts.get(429)).toBe(BURST - MAX_CONTACT_PER_IP);
    expect(Number((await database.db('contact_messages').count({ n: '*' }))[0]!.n)).toBe(MAX_CONTACT_PER_IP);
  });

  it(`mails at most ${MAX_LINKS_PER_ACCOUNT} reset links for one account asked ${BURST} times at once`, async () => {
    const counts = await spread(servers, (server) => server.client().post('/api/password-reset', { login: 'owner' }));
    expect(counts).toEqual(new Map([[202, MAX_REQUESTS_PER_IP], [429, BURST - MAX_REQUESTS_PER_IP]]));
    // The mail leaves after the answer: wait until the outbox folder stops growing.
    const outbox = path.join(dataDir, 'outbox');
    const mails = () => readdirSync(outbox, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.eml')).length;
    let last = -1;
    for (let stable = 0; stable < 4; ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const now = (() => {
        try {
          return mails();
        } catch {
          return 0;
        }
      })();
      stable = now === last ? stable + 1 : 0;
      last = now;
    }
    expect(last).toBe(MAX_LINKS_PER_ACCOUNT);
    expect(Number((await database.db('password_resets').count({ n: '*' }))[0]!.n)).toBe(MAX_LINKS_PER_ACCOUNT);
    // Every stored request was handled once, by one of the processes, and is gone.
    expect(await database.db('password_reset_requests')).toHaveLength(0);
  });

  it(`still signs the owner's browser in on any process while ${BURST} wrong passwords spread over all three lock the account`, async () => {
    await addStaff(database.db, 'manager');
    // The manager's tablet signed in before (on the first process) and holds the device cookie.
    const tablet = servers[0]!.client();
    expect((await tablet.post('/api/login', { username: 'manager', password: STAFF_PASSWORD })).status).toBe(200);
    await tablet.post('/api/logout', {});
    const counts = await spread(servers, (server) => server.client().post('/api/login', { username: 'manager', password: 'not-the-password' }));
    expect(counts).toEqual(new Map([[401, MAX_FAILURES_PER_USERNAME], [429, BURST - MAX_FAILURES_PER_USERNAME]]));
    // An unknown browser with the right password is kept out on every process; the tablet is let in on every one.
    for (const server of servers) {
      expect((await server.client().post('/api/login', { username: 'manager', password: STAFF_PASSWORD })).status).toBe(429);
      const onThis = server.client();
      for (const [name, value] of tablet.allCookies()) onThis.setCookie(name, value);
      expect((await onThis.post('/api/login', { username: 'manager', password: STAFF_PASSWORD })).status).toBe(200);
    }
  });
});
