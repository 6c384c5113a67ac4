// Failed sign-ins are limited per username (5) and per address (20) within 15 minutes, even for the right password,
// and a burst of guesses sent at once gets no more password checks than that.
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/support/test-app.ts';
import { purgeExpiredHits } from '../../lib/rate-limit.ts';
import { DEVICE_COOKIE } from '../../lib/auth/device-cookie.ts';
import { MAX_FAILURES_PER_DEVICE, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USERNAME, tooManyLogins } from './login-throttle.ts';

let clockOffsetMs = 0;
const t = useTestApp({ clock: () => new Date(Date.now() + clockOffsetMs) });
const burst = useTestApp({ env: { TRUST_PROXY: 'true' } });
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
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    clockOffsetMs = 10 * 60_000;
    const later = await login('mia');
    expect(later.body.message).toBe(tooManyLogins('5 minutes'));
    expect(Number(later.headers.get('retry-after'))).toBeLessThanOrEqual(5 * 60);
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
    // Each failure counted against the username and against the address.
    expect(await purgeExpiredHits(t().deps.db, t().deps.clock())).toBe(6);
    expect(await count('rate_limit_hits')).toBe(0);
  });
});

describe('a burst of sign-ins sent at the same moment', () => {
  /** Sends every attempt at once, each from its own address when `addresses` says so; answers in the order sent. */
  const all = (attempts: { username: string; password: string; ip: string }[]) =>
    Promise.all(attempts.map(({ username, password, ip }) => burst().client().post('/api/login', { username, password }, { headers: { 'X-Forwarded-For': ip } })));

  it(`checks at most ${MAX_FAILURES_PER_USERNAME} passwords of one account from 40 addresses, so the right one sent 21st is refused`, async () => {
    await burst().createUser({ username: 'target' });
    const attempts = Array.from({ length: 40 }, (_, i) => ({ username: 'target', password: i === 20 ? TEST_PASSWORD : `guess-${i}`, ip: `198.51.100.${i + 1}` }));
    const answers = await all(attempts);
    const statuses = answers.map((a) => a.status);
    // Only the first five to arrive were looked at: four or five wrong guesses (the right one can only be among them
    // if it arrived fifth or sooner), everything else refused unchecked, with when to try again.
    expect(statuses.filter((s) => s === 401 || s === 200)).toHaveLength(MAX_FAILURES_PER_USERNAME);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - MAX_FAILURES_PER_USERNAME);
    for (const refused of answers.filter((a) => a.status === 429)) expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number((await burst().deps.db('login_history').count('* as n').first())?.n)).toBe(statuses[20] === 200 ? 1 : 0);
  });

  it(`checks at most ${MAX_FAILURES_PER_IP} of 44 failures sent at once from one address`, async () => {
    const attempts = Array.from({ length: 44 }, (_, i) => ({ username: `someone${i}`, password: 'wrong-password', ip: '203.0.113.50' }));
    const statuses = (await all(attempts)).map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(44 - MAX_FAILURES_PER_IP);
  });
});

describe('a browser that has signed in to the account before (its device cookie)', () => {
  /** The owner's tablet: signed in once (so it holds the device cookie), then signed out. */
  async function ownersTablet(username: string) {
    const tablet = burst().client();
    expect((await tablet.post('/api/login', { username, password: TEST_PASSWORD }, { headers: { 'X-Forwarded-For': '192.0.2.10' } })).status).toBe(200);
    expect(tablet.cookie(DEVICE_COOKIE)).toBeDefined();
    await tablet.post('/api/logout', {});
    return tablet;
  }
  const strangers = (username: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        burst().client().post('/api/login', { username, password: `guess-${i}` }, { headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` } }),
      ),
    );

  it('still signs the owner in while strangers\' guesses have locked the account for every other browser', async () => {
    await burst().createUser({ username: 'owner' });
    const tablet = await ownersTablet('owner');
    const guesses = (await strangers('owner', 30)).map((a) => a.status);
    expect(guesses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_USERNAME);
    expect(guesses.filter((s) => s === 429)).toHaveLength(30 - MAX_FAILURES_PER_USERNAME);

    // An unknown browser, even with the right password, is kept out...
    const unknown = await burst().client().post('/api/login', { username: 'owner', password: TEST_PASSWORD }, { headers: { 'X-Forwarded-For': '192.0.2.10' } });
    expect(unknown.status).toBe(429);
    // ...the owner's tablet is not, during the burst's window.
    const owner = await tablet.post('/api/login', { username: 'owner', password: TEST_PASSWORD }, { headers: { 'X-Forwarded-For': '192.0.2.10' } });
    expect(owner.status).toBe(200);
    expect(owner.body.username).toBe('owner');
  });

  it(`gives the known browser its own ${MAX_FAILURES_PER_DEVICE} failures, which lock that browser only`, async () => {
    await burst().createUser({ username: 'ana' });
    const tablet = await ownersTablet('ana');
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++) {
      expect((await tablet.post('/api/login', { username: 'ana', password: 'wrong-password' })).status).toBe(401);
    }
    expect((await tablet.post('/api/login', { username: 'ana', password: TEST_PASSWORD })).status).toBe(429);
    // The account itself was not touched: another browser signs in.
    expect((await burst().client().post('/api/login', { username: 'ana', password: TEST_PASSWORD })).status).toBe(200);
  });

  it('trusts no cookie that was made up, changed, or names another account', async () => {
    await burst().createUser({ username: 'hemi' });
    await burst().createUser({ username: 'rua' });
    const ruasTablet = await ownersTablet('rua');
    await strangers('hemi', 10);
    // Rua's tablet is a stranger to Hemi's account.
    expect((await ruasTablet.post('/api/login', { username: 'hemi', password: TEST_PASSWORD })).status).toBe(429);
    // A cookie that says Hemi, unsigned or with Rua's signature, is no cookie at all.
    const forged = burst().client();
    const value = Buffer.from(JSON.stringify({ id: 'A'.repeat(22), usernames: ['hemi'] })).toString('base64url');
    forged.setCookie(DEVICE_COOKIE, value);
    forged.setCookie(`${DEVICE_COOKIE}.sig`, ruasTablet.cookie(`${DEVICE_COOKIE}.sig`)!);
    expect((await forged.post('/api/login', { username: 'hemi', password: TEST_PASSWORD })).status).toBe(429);
  });
});
