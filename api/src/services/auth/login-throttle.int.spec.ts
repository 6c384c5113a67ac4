// Failed sign-ins are limited per username (5) and per address (20) within 15 minutes, even for the right password.
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/support/test-app.ts';
import { purgeOldFailures } from './login-throttle.ts';

let clockOffsetMs = 0;
const t = useTestApp({ clock: () => new Date(Date.now() + clockOffsetMs) });
afterEach(() => {
  clockOffsetMs = 0;
});

const count = async (table: string) => Number((await t().deps.db(table).count('* as n').first())?.n);
const login = (username: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
  t().client().post('/api/login', { username, password }, { headers });
const fail = async (username: string, times: number) => {
  for (let i = 0; i < times; i++) expect((await login(username, 'wrong-password')).status).toBe(401);
};

describe('throttling failed sign-ins', () => {
  it('refuses a username after 5 failures within 15 minutes, even with the right password, then lets it in again', async () => {
    await t().createUser({ username: 'mia' });
    await t().createUser({ username: 'tom' });
    await fail('mia', 3);
    await fail('MIA', 2);
    const refused = await login('mia');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(refused.body.error).toBe(refused.body.message);
    expect((await login('tom')).status).toBe(200);
    clockOffsetMs = 16 * 60_000;
    expect((await login('mia')).status).toBe(200);
  });

  it('forgets the failures of an account once it signs in from that address', async () => {
    await t().createUser({ username: 'mia' });
    await fail('mia', 4);
    expect((await login('mia')).status).toBe(200);
    await fail('mia', 4);
    expect((await login('mia')).status).toBe(200);
  });

  it("does not forget someone else's failures when a person signs in to their own account", async () => {
    await t().createUser({ username: 'victim' });
    await t().createUser({ username: 'guesser' });
    await fail('victim', 4);
    expect((await login('guesser')).status).toBe(200);
    await fail('victim', 1);
    expect((await login('victim')).status).toBe(429);
  });

  it('refuses an address after 20 failures within 15 minutes, whatever the username', async () => {
    await t().createUser({ username: 'mia' });
    for (let i = 0; i < 5; i++) await fail(`guess${i}`, 4);
    const refused = await login('mia');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many failed login attempts/);
    // Without TRUST_PROXY a forwarded address is not believed, so it cannot dodge the limit.
    const forwarded = await login('mia', TEST_PASSWORD, { 'X-Forwarded-For': '203.0.113.9' });
    expect(forwarded.status).toBe(429);
    expect(await count('login_history')).toBe(0);
  });

  it('forgets failures older than the window when the purge runs', async () => {
    await fail('noah', 3);
    clockOffsetMs = 16 * 60_000;
    expect(await purgeOldFailures(t().deps.db, t().deps.clock())).toBe(3);
    expect(await count('login_failures')).toBe(0);
  });
});
