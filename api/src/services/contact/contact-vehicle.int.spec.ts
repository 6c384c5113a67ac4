// Enquiries about one vehicle ('Contact Seller', 'Schedule Test Drive', 'Book Now', 'Ask a Question'): stored with
// the vehicle, what the visitor wants and the preferred day; refused with a clear 400 and nothing written when the
// vehicle is not listed, the intent does not fit it or the day is in the past; named, with its page, in the mail
// staff receive (over a real SMTP server); and listed with the vehicle by GET /api/contact-messages.
import type { AddressObject } from 'mailparser';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort, SmtpReceiver } from '../../../test/support/smtp-receiver.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { campervanBody, carBody } from '../../../test/support/vehicle-requests.ts';

const smtp = new SmtpReceiver(await freePort());
const { received } = smtp;
const SITE = 'https://forecourt.example';

// 1 pm on Saturday 14 March 2026 in New Zealand.
let now = new Date('2026-03-14T00:00:00Z');
const t = useTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE }, clock: () => now });

beforeEach(async () => {
  now = new Date('2026-03-14T00:00:00Z');
  received.length = 0;
  await smtp.stop();
  await smtp.start();
});
afterAll(() => smtp.stop());

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Aroha Ngata',
  email: 'aroha@example.co.nz',
  subject: '2021 BMW M340i — test drive',
  message: 'Could I take it out on the Tuesday?',
  phone: '021 555 0199',
  honeypot: '',
  timestamp: now.getTime() - 60_000,
  ...extra,
});

/** A car (id 1) and a campervan (id 1) listed, and a recipient for the mail. */
async function yard() {
  const { client } = await t().signedIn('admin');
  expect((await client.post('/api/cars', carBody())).status).toBe(201);
  expect((await client.post('/api/campervans', campervanBody({ name: 'Kea', berths: 4 }))).status).toBe(201);
  await client.post('/api/email-settings', { email: 'sales@forecourt.co.nz', name: 'Sales', isActive: true, isPrimary: true });
  return client;
}

const rows = () => t().deps.db('contact_messages').orderBy('id');
const submissions = () => t().deps.db('rate_limit_hits').where({ scope: 'contact-address' });
const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));

describe('an enquiry about a car', () => {
  it('is stored with the car, the intent and the preferred day, and the mail names the car and links to its page', async () => {
    const admin = await yard();
    const res = await t().client().post('/api/contact', form({ vehicleKind: 'car', vehicleId: 1, intent: 'test-drive', preferredDate: '2026-03-17' }));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);

    const [row] = await rows();
    expect(row).toMatchObject({
      vehicle_kind: 'car',
      vehicle_id: 1,
      vehicle_name: '2021 BMW M340i',
      vehicle_url: `${SITE}/cars/1-2021-bmw-m340i`,
      intent: 'test-drive',
      preferred_date: '2026-03-17',
      status: 'sent',
    });

    expect(received).toHaveLength(1);
    const { mail } = received[0]!;
    expect(addresses(mail.to)).toEqual(['sales@forecourt.co.nz']);
    expect(mail.subject).toBe('Website enquiry: 2021 BMW M340i — test drive');
    for (const line of [
      'New enquiry from the website about the car 2021 BMW M340i.',
      'Car:     2021 BMW M340i (#1)',
      `Page:    ${SITE}/cars/1-2021-bmw-m340i`,
      'Wants:   a test drive',
      'Preferred day for the test drive: Tuesday, 17 March 2026',
      'Name:    Aroha Ngata',
      'Could I take it out on the Tuesday?',
    ]) {
      expect(mail.text).toContain(line);
    }

    const listed = await admin.get('/api/contact-messages');
    expect(listed.body[0]).toMatchObject({
      subject: '2021 BMW M340i — test drive',
      vehicle: { kind: 'car', id: 1, name: '2021 BMW M340i', url: `${SITE}/cars/1-2021-bmw-m340i` },
      intent: 'test-drive',
      preferredDate: '2026-03-17',
    });
  });

  it('takes today (in New Zealand) as the preferred day, and a question without a day', async () => {
    await yard();
    // 00:30 on Sunday 15 March in New Zealand, still the 14th in UTC.
    now = new Date('2026-03-14T11:30:00Z');
    const yesterday = await t().client().post('/api/contact', form({ vehicleKind: 'car', vehicleId: 1, intent: 'test-drive', preferredDate: '2026-03-14' }));
    expect(yesterday.status).toBe(400);
    expect(yesterday.body).toEqual({ error: 'Preferred day cannot be in the past', issues: [{ path: 'preferredDate', message: 'Preferred day cannot be in the past' }] });
    expect((await t().client().post('/api/contact', form({ vehicleKind: 'car', vehicleId: 1, intent: 'test-drive', preferredDate: '2026-03-15' }))).status).toBe(200);
    expect((await t().client().post('/api/contact', form({ vehicleKind: 'car', vehicleId: '1', intent: 'question', subject: 'Service history?' }))).status).toBe(200);
    // 'Contact Seller' with no intent given is a question.
    expect((await t().client().post('/api/contact', form({ vehicleKind: 'car', vehicleId: 1, preferredDate: null, intent: null }))).status).toBe(200);
    expect((await rows()).map((r) => [r.intent, r.preferred_date])).toEqual([
      ['test-drive', '2026-03-15'],
      ['question', null],
      ['question', null],
    ]);
    expect(received[1]!.mail.text).toContain('Wants:   to ask a question');
    expect(received[1]!.mail.text).not.toContain('Preferred day');
  });

  it('is refused with a clear 400 naming the field, writing nothing, when the car, intent or day is wrong', async () => {
    const admin = await yard();
    await admin.delete('/api/cars/1').then((res) => expect(res.status).toBe(200));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vehicleKind: 'car', vehicleId: 1, intent: 'test-drive' }, 'vehicleId', 'The car this enquiry is about (vehicleId 1) is not listed any more. Remove it from the enquiry and send again, or call us.'],
      [{ vehicleKind: 'car', vehicleId: 999, intent: 'question' }, 'vehicleId', 'The car this enquiry is about (vehicleId 999) is not listed any more. Remove it from the enquiry and send again, or call us.'],
      [{ vehicleKind: 'campervan', vehicleId: 1, intent: 'test-drive' }, 'intent', 'A campervan enquiry cannot be a test drive'],
      [{ vehicleKind: 'campervan', vehicleId: 1, intent: 'buy-now' }, 'intent', "intent must be 'question', 'test-drive' or 'booking'"],
      [{ intent: 'question' }, 'intent', 'intent needs the vehicle the enquiry is about (vehicleKind and vehicleId)'],
      [{ vehicleKind: 'truck', vehicleId: 1 }, 'vehicleKind', "vehicleKind must be 'car' or 'campervan'"],
      [{ vehicleId: 1 }, 'vehicleKind', 'vehicleKind is needed with vehicleId'],
      [{ vehicleKind: 'campervan', vehicleId: -3 }, 'vehicleId', 'vehicleId must be a positive whole number'],
      [{ vehicleKind: 'campervan', vehicleId: 1, intent: 'booking', preferredDate: '2026-03-13' }, 'preferredDate', 'Preferred day cannot be in the past'],
      [{ vehicleKind: 'campervan', vehicleId: 1, intent: 'booking', preferredDate: '2026-02-30' }, 'preferredDate', 'Preferred day must be a date (YYYY-MM-DD)'],
      [{ vehicleKind: 'campervan', vehicleId: 1, intent: 'booking', preferredDate: '17/03/2026' }, 'preferredDate', 'Preferred day must be a date (YYYY-MM-DD)'],
      [{ vehicleKind: 'campervan', vehicleId: 1, intent: 'booking', preferredDate: '2027-06-01' }, 'preferredDate', 'Preferred day must be within a year'],
      [{ vehicleKind: 'campervan', vehicleId: 1, intent: 'question', preferredDate: '2026-03-20' }, 'preferredDate', 'A preferred day goes only with a test drive or a booking'],
    ];
    for (const [fields, path, message] of cases) {
      const res = await t().client().post('/api/contact', form(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error, JSON.stringify(fields)).toBe(message);
      expect(res.body.issues, JSON.stringify(fields)).toContainEqual({ path, message });
    }
    expect(await rows()).toEqual([]);
    expect(await submissions()).toEqual([]);
    expect(received).toEqual([]);
  });
});

describe('an enquiry about a campervan', () => {
  it('is stored and sent as a booking with the pick-up day, and listed with the campervan', async () => {
    const admin = await yard();
    const res = await t().client().post('/api/contact', form({ subject: 'Kea — booking', vehicleKind: 'campervan', vehicleId: 1, intent: 'booking', preferredDate: '2026-04-03' }));
    expect(res.status).toBe(200);
    const { mail } = received[0]!;
    expect(mail.text).toContain('Campervan: Kea (#1)');
    expect(mail.text).toContain(`Page:    ${SITE}/campervans/1-kea-4-berth`);
    expect(mail.text).toContain('Wants:   a booking');
    expect(mail.text).toContain('Preferred pick-up day: Friday, 3 April 2026');
    const listed = await admin.get('/api/contact-messages');
    expect(listed.body[0]).toMatchObject({
      vehicle: { kind: 'campervan', id: 1, name: 'Kea', url: `${SITE}/campervans/1-kea-4-berth` },
      intent: 'booking',
      preferredDate: '2026-04-03',
    });
  });

  it('keeps the name and page it had when sent, after the campervan is renamed', async () => {
    const admin = await yard();
    await t().client().post('/api/contact', form({ vehicleKind: 'campervan', vehicleId: 1, intent: 'question' }));
    expect((await admin.put('/api/campervans/1', campervanBody({ name: 'Kea Deluxe', berths: 4 }))).status).toBeLessThan(300);
    const listed = await admin.get('/api/contact-messages');
    expect(listed.body[0].vehicle).toEqual({ kind: 'campervan', id: 1, name: 'Kea', url: `${SITE}/campervans/1-kea-4-berth` });
  });
});

describe('a general enquiry', () => {
  it('is stored and listed without a vehicle, as before', async () => {
    const admin = await yard();
    expect((await t().client().post('/api/contact', form({ subject: 'Trade-in' }))).status).toBe(200);
    expect(await rows()).toMatchObject([{ vehicle_kind: null, vehicle_id: null, intent: null, preferred_date: null }]);
    expect(received[0]!.mail.text).toMatch(/^New enquiry from the website contact form\.\n\nName: {4}Aroha Ngata/);
    expect((await admin.get('/api/contact-messages')).body[0]).toMatchObject({ vehicle: null, intent: null, preferredDate: null });
  });
});
