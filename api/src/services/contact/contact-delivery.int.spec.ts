// Delivery to a real SMTP server (test/support/smtp-receiver.ts, on a port picked first, so the app knows it at start):
// addresses and text as a mail client reads them, an outage survived, retries with backoff, no double sends.
import type { AddressObject } from 'mailparser';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort, SmtpReceiver } from '../../../test/support/smtp-receiver.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { TestClient } from '../../../test/support/test-client.ts';
import { MAX_ATTEMPTS, runOnce } from './contact-delivery.ts';

const smtp = new SmtpReceiver(await freePort());
const { received } = smtp;

let now = new Date('2026-03-14T01:00:00Z');
const t = useTestApp({ env: { SMTP_URL: smtp.url }, clock: () => now });

beforeEach(async () => {
  received.length = 0;
  await smtp.stop();
});
afterAll(() => smtp.stop());

const send = (fields: Record<string, unknown> = {}) =>
  t().client().post('/api/contact', {
    name: 'Aroha Ngata',
    email: 'aroha@example.co.nz',
    subject: 'Porsche Cayman test drive',
    message: 'Kia ora,\nCould I take it for a drive on Saturday?',
    phone: '021 555 0199',
    honeypot: '',
    timestamp: now.getTime() - 60_000,
    ...fields,
  });

async function recipients(client: TestClient) {
  await client.post('/api/email-settings', { email: 'owner@forecourt.co.nz', name: 'Owner', isActive: true, isPrimary: false });
  await client.post('/api/email-settings', { email: 'workshop@forecourt.co.nz', name: null, isActive: false, isPrimary: false });
  await client.post('/api/email-settings', { email: 'sales@forecourt.co.nz', name: 'Sales', isActive: true, isPrimary: true });
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => `${v.name} <${v.address}>`));
const rows = () => t().deps.db('contact_messages').orderBy('id');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('contact mail over SMTP', () => {
  it('reaches the server: primary in To, other active recipients in Cc, Reply-To the visitor', async () => {
    await smtp.start();
    const { client } = await t().signedIn('user');
    await recipients(client);
    expect((await send()).body.success).toBe(true);

    expect(received).toHaveLength(1);
    const { mail, rcptTo } = received[0]!;
    expect(addresses(mail.to)).toEqual(['Sales <sales@forecourt.co.nz>']);
    expect(addresses(mail.cc)).toEqual(['Owner <owner@forecourt.co.nz>']);
    expect(addresses(mail.replyTo)).toEqual(['Aroha Ngata <aroha@example.co.nz>']);
    expect(rcptTo.sort()).toEqual(['owner@forecourt.co.nz', 'sales@forecourt.co.nz']);
    expect(mail.subject).toBe('Website enquiry: Porsche Cayman test drive');
    expect(addresses(mail.from)).toEqual(['Forecourt <no-reply@forecourt.co.nz>']);
    for (const line of ['Name:    Aroha Ngata', 'E-mail:  aroha@example.co.nz', 'Phone:   021 555 0199', 'Kia ora,\nCould I take it for a drive on Saturday?']) {
      expect(mail.text).toContain(line);
    }
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1, last_error: null, message_id: mail.messageId }]);
  });

  it('survives an outage: stored as retrying, then delivered exactly once when the server is back', async () => {
    const { client } = await t().signedIn('user');
    await recipients(client);
    expect((await send()).body).toMatchObject({ success: true });
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'retrying', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) });
    expect(new Date(waiting.next_attempt_at).getTime()).toBe(now.getTime() + 30_000);

    await smtp.start();
    expect(await runOnce(t().deps)).toMatchObject({ sent: 0 });
    expect(received).toHaveLength(0);
    advance(30_000);
    expect(await runOnce(t().deps)).toEqual({ sent: 1, retrying: 0, failed: 0, waiting: 0 });
    expect(await runOnce(t().deps)).toEqual({ sent: 0, retrying: 0, failed: 0, waiting: 0 });
    advance(24 * 3600_000);
    await runOnce(t().deps);
    expect(received).toHaveLength(1);
    expect(received[0]!.mail.subject).toBe('Website enquiry: Porsche Cayman test drive');
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  it('waits longer after each failure, gives up after the last try but keeps the message, and sends it on resend', async () => {
    const { client } = await t().signedIn('admin');
    await recipients(client);
    await send();
    const waits: number[] = [];
    for (;;) {
      const [row] = await rows();
      if (row.status === 'failed') break;
      waits.push((new Date(row.next_attempt_at).getTime() - now.getTime()) / 1000);
      advance(new Date(row.next_attempt_at).getTime() - now.getTime() - 1);
      expect(await runOnce(t().deps)).toMatchObject({ retrying: 0, failed: 0 });
      advance(1);
      await runOnce(t().deps);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600]);
    const [failed] = (await client.get('/api/contact-messages')).body;
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null, lastError: expect.stringMatching(/ECONNREFUSED/) });
    advance(7 * 24 * 3600_000);
    expect(await runOnce(t().deps)).toEqual({ sent: 0, retrying: 0, failed: 0, waiting: 0 });

    await smtp.start();
    const resent = await client.post(`/api/contact-messages/${failed.id}/resend`);
    expect(resent.body).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(received).toHaveLength(1);
  });

  it('never sends a message twice when several workers run at once', async () => {
    const { client } = await t().signedIn('user');
    await recipients(client);
    for (const subject of ['One', 'Two', 'Three', 'Four']) await send({ subject });
    expect((await rows()).map((r) => r.status)).toEqual(['retrying', 'retrying', 'retrying', 'retrying']);
    await smtp.start();
    advance(30_000);
    const reports = await Promise.all([runOnce(t().deps), runOnce(t().deps), runOnce(t().deps)]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(4);
    expect(received.map((r) => r.mail.subject).sort()).toEqual(['Website enquiry: Four', 'Website enquiry: One', 'Website enquiry: Three', 'Website enquiry: Two']);
  });

  it('leaves a message alone while another process is sending it, and takes it over when that claim runs out', async () => {
    await smtp.start();
    const { client } = await t().signedIn('user');
    await recipients(client);
    const [{ id }] = await t().deps.db('contact_messages')
      .insert({ name: 'Kahu', email: 'kahu@example.co.nz', subject: 'Campervan', message: 'Six berths?', status: 'sending', attempts: 1, next_attempt_at: new Date(now.getTime() + 60_000), created_at: now })
      .returning('id');
    expect(await runOnce(t().deps)).toMatchObject({ sent: 0 });
    advance(60_000);
    expect(await runOnce(t().deps)).toMatchObject({ sent: 1 });
    expect(received.map((r) => r.mail.subject)).toEqual(['Website enquiry: Campervan']);
    expect(await t().deps.db('contact_messages').where({ id }).first()).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
