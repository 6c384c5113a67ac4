import { describe, expect, it } from 'vitest';
import type { Recipient } from '@forecourt/contracts';
import { contactSchema } from '@forecourt/contracts';
import { composeEnquiryMail, type Enquiry } from './contact-mail.ts';
import { MAX_RETRY_MS, retryDelayMs } from '../../lib/mail-queue.ts';
import { looksAutomated } from './contact.ts';

const recipient = (id: number, email: string, name: string | null, isPrimary = false): Recipient => ({
  id,
  email,
  name,
  isActive: true,
  isPrimary,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

const enquiry: Enquiry = {
  id: 7,
  name: 'Aroha Ngata',
  email: 'aroha@example.co.nz',
  phone: '021 555 0199',
  subject: 'Is the 2019 BMW X5\nstill available?',
  message: 'Kia ora,\n\nCould I see it on Saturday morning?',
  createdAt: new Date('2026-03-14T01:05:00Z'),
};

describe('the enquiry e-mail', () => {
  it('goes to the primary, copies the others, and replies to the visitor', () => {
    const mail = composeEnquiryMail(enquiry, [recipient(1, 'sales@forecourt.co.nz', 'Sales', true), recipient(2, 'owner@forecourt.co.nz', null)]);
    expect(mail).toMatchObject({
      to: [{ name: 'Sales', address: 'sales@forecourt.co.nz' }],
      cc: ['owner@forecourt.co.nz'],
      replyTo: { name: 'Aroha Ngata', address: 'aroha@example.co.nz' },
      subject: 'Website enquiry: Is the 2019 BMW X5 still available?',
    });
    expect(mail!.text).toContain('Name:    Aroha Ngata\nE-mail:  aroha@example.co.nz\nPhone:   021 555 0199');
    expect(mail!.text).toContain('Message:\nKia ora,\n\nCould I see it on Saturday morning?');
    expect(mail!.text).toContain('Received 14 March 2026 at 2:05 pm (New Zealand time), enquiry #7.');
  });

  it('has no Cc with one recipient, says when no phone was given, and is not made without recipients', () => {
    const mail = composeEnquiryMail({ ...enquiry, phone: null }, [recipient(1, 'sales@forecourt.co.nz', null, true)]);
    expect(mail?.to).toEqual(['sales@forecourt.co.nz']);
    expect(mail).not.toHaveProperty('cc');
    expect(mail!.text).toContain('Phone:   not given');
    expect(composeEnquiryMail(enquiry, [])).toBeUndefined();
  });

  it('names the vehicle, links to its page and gives what is wanted and the preferred day', () => {
    const aboutCar: Enquiry = {
      ...enquiry,
      vehicle: { kind: 'car', id: 12, name: '2019 BMW X5\nxDrive30d', url: 'https://forecourt.co.nz/cars/12-2019-bmw-x5-xdrive30d' },
      intent: 'test-drive',
      preferredDate: '2026-03-21',
    };
    const text = composeEnquiryMail(aboutCar, [recipient(1, 'sales@forecourt.co.nz', null, true)])!.text;
    expect(text).toMatch(/^New enquiry from the website about the car 2019 BMW X5 xDrive30d\.\n\n/);
    expect(text).toContain(
      [
        'Car:     2019 BMW X5 xDrive30d (#12)',
        'Page:    https://forecourt.co.nz/cars/12-2019-bmw-x5-xdrive30d',
        'Wants:   a test drive',
        'Preferred day for the test drive: Saturday, 21 March 2026',
        '',
        'Name:    Aroha Ngata',
      ].join('\n'),
    );
    const question = composeEnquiryMail({ ...aboutCar, intent: 'question', preferredDate: null }, [recipient(1, 'sales@forecourt.co.nz', null, true)])!.text;
    expect(question).toContain('Wants:   to ask a question\n\nName:');
    expect(question).not.toContain('Preferred');
  });
});

describe('retry waits', () => {
  it('double from 30 seconds and stop growing at one hour', () => {
    expect([1, 2, 3, 4, 7, 8, 12].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, MAX_RETRY_MS, MAX_RETRY_MS]);
  });
});

describe('automated submissions', () => {
  const now = new Date('2026-03-14T01:05:00Z');
  const form = (extra: object) => contactSchema.parse({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M', ...extra });

  it('are a filled hidden field or a form sent within 3 seconds of loading', () => {
    expect(looksAutomated(form({ honeypot: 'http://spam.example' }), now)).toBe(true);
    expect(looksAutomated(form({ timestamp: now.getTime() - 2999 }), now)).toBe(true);
    expect(looksAutomated(form({ timestamp: now.getTime() + 60_000 }), now)).toBe(true);
  });

  it('are not a form filled in at a human pace, or one sent without a timestamp', () => {
    expect(looksAutomated(form({ timestamp: now.getTime() - 3000, honeypot: '' }), now)).toBe(false);
    expect(looksAutomated(form({}), now)).toBe(false);
  });
});
