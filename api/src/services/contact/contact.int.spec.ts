// The contact form on the default set-up (mail as .eml files in the outbox folder) and the staff Messages calls.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { NO_RECIPIENTS, runOnce } from './contact-delivery.ts';

let now = new Date('2026-03-14T01:00:00Z');
const t = useTestApp({ clock: () => now });

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Aroha Ngata',
  email: 'aroha@example.co.nz',
  subject: 'Audi A4 Avant',
  message: 'Is it still for sale?',
  phone: '',
  honeypot: '',
  timestamp: now.getTime() - 20_000,
  ...extra,
});

async function outbox() {
  const dir = t().deps.config.outboxDir;
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
}

async function clearOutbox() {
  await rm(t().deps.config.outboxDir, { recursive: true, force: true });
}

async function withRecipients() {
  const { client } = await t().signedIn('user');
  await client.post('/api/email-settings', { email: 'sales@forecourt.co.nz', name: 'Sales', isActive: true, isPrimary: true });
}

const stored = () => t().deps.db('contact_messages').orderBy('id');

describe('POST /api/contact', () => {
  it('refuses incomplete input with the exact messages and stores nothing', async () => {
    await clearOutbox();
    const res = await t().client().post('/api/contact', {});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Name is required');
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(['name', 'email', 'subject', 'message']);
    const badEmail = await t().client().post('/api/contact', form({ email: 'aroha-at-example' }));
    expect(badEmail.body).toEqual({ error: 'Please enter a valid email address', issues: [{ path: 'email', message: 'Please enter a valid email address' }] });
    const blank = await t().client().post('/api/contact', form({ subject: '   ', message: '' }));
    expect(blank.body.issues).toEqual([
      { path: 'subject', message: 'Subject is required' },
      { path: 'message', message: 'Message is required' },
    ]);
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('answers a filled honeypot with the normal success and stores and sends nothing', async () => {
    await clearOutbox();
    await withRecipients();
    const res = await t().client().post('/api/contact', form({ honeypot: 'https://cheap-watches.example' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: CONTACT_SUCCESS });
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('answers a form sent under 3 seconds after loading with success and stores and sends nothing', async () => {
    await clearOutbox();
    await withRecipients();
    const res = await t().client().post('/api/contact', form({ timestamp: now.getTime() - 2999 }));
    expect(res.body).toEqual({ success: true, message: CONTACT_SUCCESS });
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect((await t().client().post('/api/contact', form({ timestamp: now.getTime() - 3000 }))).body.success).toBe(true);
    expect(await stored()).toHaveLength(1);
  });

  it('stores a real message and sends it at once (to the outbox folder without SMTP)', async () => {
    await clearOutbox();
    await withRecipients();
    const res = await t().client().post('/api/contact', form({ phone: '021 555 0199' }), { headers: { 'User-Agent': 'Firefox/140' } });
    expect(res.body).toEqual({ success: true, message: CONTACT_SUCCESS });
    const [row] = await stored();
    expect(row).toMatchObject({ name: 'Aroha Ngata', phone: '021 555 0199', status: 'sent', attempts: 1, last_error: null, user_agent: 'Firefox/140' });
    expect(row.message_id).toMatch(/@/);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Website enquiry: Audi A4 Avant');
    expect(mails[0]!.replyTo?.value).toEqual([{ name: 'Aroha Ngata', address: 'aroha@example.co.nz' }]);
    expect(mails[0]!.text).toContain('Is it still for sale?');
  });

  it('keeps a message waiting while no recipient is active, then sends it once one is', async () => {
    await clearOutbox();
    const { client } = await t().signedIn('user');
    const { body: paused } = await client.post('/api/email-settings', { email: 'sales@forecourt.co.nz', isActive: false });
    expect((await t().client().post('/api/contact', form())).body.success).toBe(true);
    expect(await stored()).toMatchObject([{ status: 'retrying', attempts: 0, last_error: NO_RECIPIENTS }]);
    expect(await outbox()).toEqual([]);

    await client.put(`/api/email-settings/${paused.id}`, { isActive: true });
    expect(await runOnce(t().deps)).toMatchObject({ sent: 0 });
    now = new Date(now.getTime() + 30_000);
    expect(await runOnce(t().deps)).toEqual({ sent: 1, retrying: 0, failed: 0, waiting: 0 });
    expect(await stored()).toMatchObject([{ status: 'sent', attempts: 1, last_error: null }]);
    expect((await outbox()).map((m) => m.to && !Array.isArray(m.to) && m.to.text)).toEqual(['sales@forecourt.co.nz']);
  });
});

describe('GET /api/contact-messages and resend', () => {
  it('are for administrators only', async () => {
    await t().client().post('/api/contact', form());
    const [row] = await stored();
    const { client: user } = await t().signedIn('user');
    const anonymous = t().client();
    expect((await anonymous.get('/api/contact-messages')).status).toBe(401);
    expect((await anonymous.post(`/api/contact-messages/${row.id}/resend`)).status).toBe(401);
    expect((await user.get('/api/contact-messages')).status).toBe(403);
    const refused = await user.post(`/api/contact-messages/${row.id}/resend`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Only administrators can do this');
    expect(await stored()).toMatchObject([{ attempts: 0, status: 'retrying' }]);
  });

  it('lists messages newest first with their delivery state', async () => {
    await withRecipients();
    await t().client().post('/api/contact', form({ subject: 'First' }));
    now = new Date(now.getTime() + 60_000);
    await t().client().post('/api/contact', form({ subject: 'Second', phone: '07 555 0100' }));
    const { client: admin } = await t().signedIn('admin');
    const res = await admin.get('/api/contact-messages');
    expect(res.status).toBe(200);
    expect(res.body.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(res.body[0]).toEqual({
      id: 2,
      name: 'Aroha Ngata',
      email: 'aroha@example.co.nz',
      phone: '07 555 0100',
      subject: 'Second',
      message: 'Is it still for sale?',
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      createdAt: now.toISOString(),
      sentAt: now.toISOString(),
      vehicle: null,
      intent: null,
      preferredDate: null,
    });
  });

  it('resends a message at once, answers 404 for an unknown one and 409 while one is being sent', async () => {
    await clearOutbox();
    await withRecipients();
    await t().client().post('/api/contact', form());
    const { client: admin } = await t().signedIn('admin');
    const again = await admin.post('/api/contact-messages/1/resend');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: 1, status: 'sent', attempts: 1 });
    expect(await outbox()).toHaveLength(2);
    expect((await admin.post('/api/contact-messages/99/resend')).body).toEqual({ error: 'Message not found' });

    await t().deps.db('contact_messages').update({ status: 'sending', next_attempt_at: new Date(now.getTime() + 60_000) });
    const busy = await admin.post('/api/contact-messages/1/resend');
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe('This message is being sent right now');
    expect(await outbox()).toHaveLength(2);
  });
});
