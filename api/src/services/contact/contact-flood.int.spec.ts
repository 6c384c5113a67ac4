// Floods of the contact form: more than ten submissions from one address in an hour get 429 with a message that says
// what to do, counted in the database so a second process refuses them too. The honeypot and 3-second rules stay.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS } from '@forecourt/contracts';
import { createApp } from '../../app.ts';
import { createHttpServer } from '../../http/http-server.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { TestClient } from '../../../test/support/test-client.ts';
import { purgeExpiredHits } from '../../lib/rate-limit.ts';
import { CONTACT_WINDOW_MINUTES, contactTooMany, MAX_CONTACT_PER_IP } from './contact-rate-limit.ts';

let now = new Date('2026-03-14T01:00:00Z');
// Behind a proxy, so each test can be a different visitor by X-Forwarded-For.
const t = useTestApp({ clock: () => now, env: { TRUST_PROXY: 'true' } });

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Aroha Ngata',
  email: 'aroha@example.co.nz',
  subject: 'Audi A4 Avant',
  message: 'Is it still for sale?',
  honeypot: '',
  timestamp: now.getTime() - 20_000,
  ...extra,
});
const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
const send = (ip: string, extra: Record<string, unknown> = {}, client = t().client()) => client.post('/api/contact', form(extra), from(ip));
const stored = async () => Number((await t().deps.db('contact_messages').count('* as n').first())?.n);

describe('a flood of the contact form', () => {
  it(`takes ${MAX_CONTACT_PER_IP} messages an hour from one address, then answers 429 with what to do, storing nothing`, async () => {
    for (let i = 0; i < MAX_CONTACT_PER_IP; i += 1) {
      const res = await send('203.0.113.7', { subject: `Message ${i}` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: CONTACT_SUCCESS });
    }
    const refused = await send('203.0.113.7');
    expect(refused.status).toBe(429);
    const message = contactTooMany('an hour');
    expect(refused.body).toEqual({ error: message, message });
    expect(message).toMatch(/try again in an hour, or call us on 07 825 1180/);
    expect(refused.headers.get('retry-after')).toBe(String(CONTACT_WINDOW_MINUTES * 60));
    expect(await stored()).toBe(MAX_CONTACT_PER_IP);
    // Another visitor is not held back.
    expect((await send('198.51.100.20')).status).toBe(200);
  });

  it('lets the address send again once the hour has passed, and forgets the old count', async () => {
    for (let i = 0; i < MAX_CONTACT_PER_IP; i += 1) await send('203.0.113.8');
    expect((await send('203.0.113.8')).status).toBe(429);
    now = new Date(now.getTime() + 20 * 60_000);
    const later = await send('203.0.113.8');
    expect(later.headers.get('retry-after')).toBe(String((CONTACT_WINDOW_MINUTES - 20) * 60));
    expect(later.body.error).toBe(contactTooMany('40 minutes'));
    now = new Date(now.getTime() + (CONTACT_WINDOW_MINUTES - 20) * 60_000 + 1000);
    expect((await send('203.0.113.8')).status).toBe(200);
    expect(await purgeExpiredHits(t().deps.db, now)).toBe(MAX_CONTACT_PER_IP);
    expect(Number((await t().deps.db('rate_limit_hits').count('* as n').first())?.n)).toBe(1);
  });

  it('counts bots the honeypot and 3-second rules catch (they still see success until the limit), but not invalid forms', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await send('203.0.113.9', { honeypot: 'https://spam.example' });
      expect(res.body).toEqual({ success: true, message: CONTACT_SUCCESS });
    }
    for (let i = 0; i < 5; i += 1) expect((await send('203.0.113.9', { timestamp: now.getTime() - 1000 })).status).toBe(200);
    expect(await stored()).toBe(0);
    expect((await send('203.0.113.9', { honeypot: 'https://spam.example' })).status).toBe(429);

    for (let i = 0; i < MAX_CONTACT_PER_IP + 2; i += 1) expect((await send('203.0.113.10', { email: 'not-an-address' })).status).toBe(400);
    expect((await send('203.0.113.10')).status).toBe(200);
  });

  it(`stores at most ${MAX_CONTACT_PER_IP} of 30 messages sent from one address at the same moment`, async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send('203.0.113.12', { subject: `Burst ${i}` })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_CONTACT_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX_CONTACT_PER_IP);
    for (const refused of answers.filter((a) => a.status === 429)) expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toBe(MAX_CONTACT_PER_IP);
  });

  it('is refused by every process on the database, not just the one that counted', async () => {
    for (let i = 0; i < MAX_CONTACT_PER_IP; i += 1) await send('203.0.113.11');
    const second = createHttpServer(createApp(t().deps).callback());
    await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
    try {
      const other = new TestClient(`http://127.0.0.1:${(second.address() as AddressInfo).port}`);
      expect((await send('203.0.113.11', {}, other)).status).toBe(429);
      expect((await send('198.51.100.21', {}, other)).status).toBe(200);
    } finally {
      second.closeAllConnections();
      await new Promise<void>((resolve) => second.close(() => resolve()));
    }
  });
});
