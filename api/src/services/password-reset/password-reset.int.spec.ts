// Forgotten passwords over HTTP on a real database, with the e-mail received by a real SMTP server: the same answer
// for every login, one link to the account's address, single use, one hour, the password rules, sessions ended.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_INVALID, PASSWORD_RESET_SENT } from '@forecourt/contracts/user';
import { TEST_PASSWORD, useTestApp } from '../../../test/support/test-app.ts';
import { freePort, SmtpReceiver } from '../../../test/support/smtp-receiver.ts';
import type { Caller } from '../../http/context.ts';
import { MAX_LINKS_PER_ACCOUNT, MAX_REQUESTS_PER_IP, requestPasswordReset, resetMailSettled, tooManyResetRequests } from './password-reset.ts';
import { RESET_SUBJECT } from './password-reset-mail.ts';
import { deliverResetRequests, REQUESTS_TABLE } from './password-reset-delivery.ts';

const smtp = new SmtpReceiver(await freePort());
let now = new Date('2026-05-04T22:00:00Z');
const t = useTestApp({ env: { SMTP_URL: smtp.url }, clock: () => now });
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(() => smtp.start());
afterAll(() => smtp.stop());
beforeEach(() => {
  smtp.received.length = 0;
});

const NEW_PASSWORD = 'a-brand-new-password';

const ask = async (login: string) => {
  const res = await t().client().post('/api/password-reset', { login });
  await resetMailSettled(t().deps);
  return res;
};

/** The token in the newest mail's link, after checking the link points at the staff app's page. */
function tokenFromMail(index = smtp.received.length - 1): string {
  const text = smtp.received[index]!.mail.text ?? '';
  const match = /(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  expect(match![1]).toBe(t().baseUrl);
  return match![2]!;
}

const check = (token: string) => t().client().post('/api/password-reset/check', { token });
const reset = (token: string, password = NEW_PASSWORD) => t().client().post('/api/password-reset/complete', { token, password });
const signIn = (username: string, password: string) => t().client().post('/api/login', { username, password });

describe('asking for a link', () => {
  it('answers an unknown login exactly as a real one, and sends nothing for it', async () => {
    await t().createUser({ username: 'mere', email: 'mere@forecourt.test' });
    const unknown = await ask('nobody-here');
    const unknownEmail = await ask('nobody@forecourt.test');
    expect(smtp.received).toHaveLength(0);
    expect(await t().deps.db('password_resets')).toHaveLength(0);

    const real = await ask('mere');
    for (const res of [unknown, unknownEmail, real]) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: PASSWORD_RESET_SENT });
    }
    expect(smtp.received).toHaveLength(1);
  });

  it('mails one link to the account’s own address, found by username or by e-mail in any case', async () => {
    await t().createUser({ username: 'aroha', email: 'Aroha.Ngata@forecourt.test', firstName: 'Aroha', lastName: 'Ngata' });
    await ask('AROHA');
    await ask('aroha.ngata@FORECOURT.test');
    expect(smtp.received).toHaveLength(2);
    for (const { mail, rcptTo } of smtp.received) {
      expect(rcptTo).toEqual(['Aroha.Ngata@forecourt.test']);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([{ name: 'Aroha Ngata', address: 'Aroha.Ngata@forecourt.test' }]);
      expect(mail.subject).toBe(RESET_SUBJECT);
      expect(mail.text).toContain('Kia ora Aroha,');
      expect(mail.text).toContain('expires in one hour');
    }
    // Only a hash of the token is kept.
    const token = tokenFromMail();
    const rows = await t().deps.db('password_resets').orderBy('id');
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.at(-1).token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(new Date(rows.at(-1).expires_at).getTime() - new Date(rows.at(-1).created_at).getTime()).toBe(3600_000);
  });

  it('asks for a login', async () => {
    const res = await ask('   ');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Username or email is required');
  });

  it('still answers the same when the mail server is down, and mails a working link once it is back', async () => {
    await t().createUser({ username: 'offline' });
    await smtp.stop();
    try {
      const res = await ask('offline');
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: PASSWORD_RESET_SENT });
    } finally {
      await smtp.start();
    }
    expect(smtp.received).toHaveLength(0);
    expect(await t().deps.db(REQUESTS_TABLE).select('status', 'attempts')).toEqual([{ status: 'retrying', attempts: 1 }]);

    // Not before its wait is up; then the worker's round sends it, once, with a link that works.
    expect(await deliverResetRequests(t().deps)).toMatchObject({ sent: 0 });
    advance(30_000);
    expect(await deliverResetRequests(t().deps)).toMatchObject({ sent: 1 });
    expect(await deliverResetRequests(t().deps)).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await check(tokenFromMail())).status).toBe(200);
    expect(await t().deps.db(REQUESTS_TABLE)).toHaveLength(0);
  });

  it('mails the link of a request answered just before its process stopped: the next mail round of any process sends it', async () => {
    await t().createUser({ username: 'stopped', email: 'stopped@forecourt.test' });
    const caller: Caller = { user: null, metadata: { actorId: null, actorUsername: null, requestId: 'stop', ip: '192.0.2.9' } };
    // The process answers and stops before its work after the answer runs.
    let afterAnswer: (() => Promise<void>) | undefined;
    const answer = await requestPasswordReset(t().deps, { login: 'stopped' }, caller, t().baseUrl, (work) => (afterAnswer = work));
    expect(answer).toEqual({ message: PASSWORD_RESET_SENT });
    expect(afterAnswer).toBeDefined();
    expect(smtp.received).toHaveLength(0);

    expect(await deliverResetRequests(t().deps)).toEqual({ sent: 1, nothing: 0, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.rcptTo)).toEqual([['stopped@forecourt.test']]);
    expect((await check(tokenFromMail())).status).toBe(200);
    // Nothing is kept once it is done; the work the stopped process would have done finds nothing left to do.
    expect(await t().deps.db(REQUESTS_TABLE)).toHaveLength(0);
    await afterAnswer!();
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps no token with a request, and lets a request for no account go without a word', async () => {
    const caller: Caller = { user: null, metadata: { actorId: null, actorUsername: null, requestId: 'none', ip: '192.0.2.10' } };
    let afterAnswer: (() => Promise<void>) | undefined;
    await requestPasswordReset(t().deps, { login: 'nobody-known' }, caller, t().baseUrl, (work) => (afterAnswer = work));
    const [stored] = await t().deps.db(REQUESTS_TABLE);
    expect(Object.keys(stored).sort()).toEqual(['account_id', 'attempts', 'created_at', 'id', 'ip', 'last_error', 'login', 'next_attempt_at', 'origin', 'request_id', 'status']);
    expect(await deliverResetRequests(t().deps)).toEqual({ sent: 0, nothing: 1, retrying: 0, failed: 0 });
    await afterAnswer!();
    expect(smtp.received).toHaveLength(0);
    expect(await t().deps.db(REQUESTS_TABLE)).toHaveLength(0);
  });

  it(`sends one account at most ${MAX_LINKS_PER_ACCOUNT} links an hour, answering the same after that`, async () => {
    await t().createUser({ username: 'busy' });
    for (let i = 0; i < MAX_LINKS_PER_ACCOUNT + 2; i += 1) {
      const res = await ask('busy');
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: PASSWORD_RESET_SENT });
    }
    expect(smtp.received).toHaveLength(MAX_LINKS_PER_ACCOUNT);
    advance(3600_000 + 1);
    await ask('busy');
    expect(smtp.received).toHaveLength(MAX_LINKS_PER_ACCOUNT + 1);
  });

  it(`refuses an address after ${MAX_REQUESTS_PER_IP} requests in an hour, whatever they name`, async () => {
    for (let i = 0; i < MAX_REQUESTS_PER_IP; i += 1) expect((await ask(`guess${i}`)).status).toBe(202);
    const flooded = await ask('guess-more');
    expect(flooded.status).toBe(429);
    expect(flooded.body.error).toBe(tooManyResetRequests('an hour'));
    expect(flooded.headers.get('retry-after')).toBe('3600');
    advance(3600_000 + 1);
    expect((await ask('guess-later')).status).toBe(202);
  });
});

describe('asking for links in a burst', () => {
  it(`answers at most ${MAX_REQUESTS_PER_IP} of 40 requests sent at once from one address`, async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => t().client().post('/api/password-reset', { login: `guess${i}` })));
    await resetMailSettled(t().deps);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(MAX_REQUESTS_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - MAX_REQUESTS_PER_IP);
    for (const refused of answers.filter((a) => a.status === 429)) expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`mails one account at most ${MAX_LINKS_PER_ACCOUNT} links when asked for it many times at once`, async () => {
    await t().createUser({ username: 'popular' });
    const answers = await Promise.all(Array.from({ length: 15 }, () => t().client().post('/api/password-reset', { login: 'popular' })));
    await resetMailSettled(t().deps);
    expect(answers.every((a) => a.status === 202)).toBe(true);
    expect(smtp.received).toHaveLength(MAX_LINKS_PER_ACCOUNT);
    expect(await t().deps.db('password_resets')).toHaveLength(MAX_LINKS_PER_ACCOUNT);
  });
});

describe('what happens before the answer', () => {
  const caller: Caller = { user: null, metadata: { actorId: null, actorUsername: null, requestId: 'timing', ip: '192.0.2.1' } };

  /** The SQL a request runs before its answer, and the work it leaves for after. */
  async function beforeAnswer(login: string) {
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    let later: (() => Promise<void>) | undefined;
    t().deps.db.on('query', record);
    try {
      await requestPasswordReset(t().deps, { login }, caller, 'https://forecourt.test', (work) => (later = work));
    } finally {
      t().deps.db.off('query', record);
    }
    return { statements, later: later! };
  }

  it('runs the same statements for a real account as for an unknown login, and finds the account only after answering', async () => {
    await t().createUser({ username: 'kahu', email: 'kahu@forecourt.test' });
    const unknown = await beforeAnswer('nobody-at-all');
    const real = await beforeAnswer('kahu');
    expect(real.statements.length).toBeGreaterThan(0);
    expect(real.statements).toEqual(unknown.statements);
    expect(real.statements.join('\n')).not.toMatch(/\busers\b|password_resets/);
    expect(smtp.received).toHaveLength(0);

    await real.later();
    await unknown.later();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.rcptTo).toEqual(['kahu@forecourt.test']);
  });
});

describe('using a link', () => {
  it('sets the new password once: the old one stops working, the new one signs in, other sessions end', async () => {
    const user = await t().createUser({ username: 'tama' });
    const elsewhere = t().client();
    expect((await elsewhere.post('/api/login', { username: 'tama', password: TEST_PASSWORD })).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(200);

    await ask('tama');
    const token = tokenFromMail();
    expect(await check(token)).toMatchObject({ status: 200, body: { valid: true } });
    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/log in with your new password/);

    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await signIn('tama', TEST_PASSWORD)).status).toBe(401);
    expect((await signIn('tama', NEW_PASSWORD)).body).toMatchObject({ id: user.id, username: 'tama' });

    // Single use.
    for (const res of [await check(token), await reset(token, 'yet-another-password')]) {
      expect(res.status).toBe(410);
      expect(res.body.error).toBe(PASSWORD_RESET_LINK_INVALID);
    }
    expect((await signIn('tama', NEW_PASSWORD)).status).toBe(200);
  });

  it('records who changed the password in the audit log, with no secret in it', async () => {
    const user = await t().createUser({ username: 'audit' });
    await ask('audit');
    const token = tokenFromMail();
    await reset(token);
    const events = await t().deps.db('events').where({ stream_type: 'user', stream_id: String(user.id) });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'UserUpdated', data: { id: user.id, passwordChanged: true } });
    expect(events[0].metadata).toMatchObject({ actorId: user.id, actorUsername: 'audit', via: 'password-reset' });
    const stored = JSON.stringify(events);
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('scrypt$');
  });

  it('works until the hour is up, and not after', async () => {
    await t().createUser({ username: 'late' });
    await ask('late');
    const token = tokenFromMail();
    advance(59 * 60_000);
    expect((await check(token)).status).toBe(200);
    advance(60_000);
    const expired = await reset(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ error: PASSWORD_RESET_LINK_INVALID, message: PASSWORD_RESET_LINK_INVALID });
    expect((await signIn('late', TEST_PASSWORD)).status).toBe(200);
  });

  it('holds the new password to the rules of every account, and keeps the link working meanwhile', async () => {
    await t().createUser({ username: 'rules' });
    await ask('rules');
    const token = tokenFromMail();
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
    expect((await reset(token, '')).body.error).toBe('Password is required');
    expect((await reset(token, 'x'.repeat(201))).body.error).toBe('Password must be at most 200 characters');
    expect((await check(token)).status).toBe(200);
    expect((await reset(token)).status).toBe(200);
  });

  it('stops an older link working once a newer one is sent', async () => {
    await t().createUser({ username: 'twice' });
    await ask('twice');
    const first = tokenFromMail();
    await ask('twice');
    const second = tokenFromMail();
    expect(second).not.toBe(first);
    expect((await check(first)).status).toBe(410);
    expect((await reset(first)).status).toBe(410);
    expect((await reset(second)).status).toBe(200);
  });

  it('lets only one of two uses at the same moment through', async () => {
    await t().createUser({ username: 'race' });
    await ask('race');
    const token = tokenFromMail();
    const answers = await Promise.all([reset(token, 'first-new-password'), reset(token, 'second-new-password')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const winner = answers[0]!.status === 200 ? 'first-new-password' : 'second-new-password';
    expect((await signIn('race', winner)).status).toBe(200);
  });

  it('gives the same answer for a link that never existed or is malformed', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', '%00']) {
      const res = await check(token);
      expect(res.status).toBe(410);
      expect(res.body.error).toBe(PASSWORD_RESET_LINK_INVALID);
    }
    expect((await reset('A'.repeat(43))).status).toBe(410);
    expect((await t().client().post('/api/password-reset/check', {})).status).toBe(410);
  });

  it('lets someone locked out by failed sign-ins back in with the new password', async () => {
    await t().createUser({ username: 'locked' });
    for (let i = 0; i < 5; i += 1) await signIn('locked', 'wrong-password');
    expect((await signIn('locked', TEST_PASSWORD)).status).toBe(429);
    await ask('locked');
    expect((await reset(tokenFromMail())).status).toBe(200);
    expect((await signIn('locked', NEW_PASSWORD)).status).toBe(200);
  });
});
