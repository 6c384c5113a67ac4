import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';
import { addDays, enquiryHref, enquirySubject, formatPreferredDay, isCalendarDay, nzToday, readEnquiryTarget } from './enquiry.ts';

describe('the enquiry vocabulary', () => {
  it('reads the vehicle and intent from the contact page address, falling back to a question', () => {
    expect(readEnquiryTarget('?car=12&intent=test-drive')).toEqual({ kind: 'car', id: 12, intent: 'test-drive' });
    expect(readEnquiryTarget('campervan=3&intent=booking')).toEqual({ kind: 'campervan', id: 3, intent: 'booking' });
    expect(readEnquiryTarget('?car=12&intent=booking')).toEqual({ kind: 'car', id: 12, intent: 'question' });
    expect(readEnquiryTarget('?car=12')).toEqual({ kind: 'car', id: 12, intent: 'question' });
    for (const bad of ['', '?subject=Hi', '?car=abc', '?car=0', '?car=-1', '?car=1e3', '?car=12345678901']) expect(readEnquiryTarget(bad), bad).toBeUndefined();
    expect(readEnquiryTarget(enquiryHref('campervan', 7, 'question').split('?')[1]!)).toEqual({ kind: 'campervan', id: 7, intent: 'question' });
  });

  it('suggests a subject, knows calendar days and the New Zealand day', () => {
    expect(enquirySubject('2019 BMW 330i', 'test-drive')).toBe('2019 BMW 330i — test drive');
    expect(enquirySubject('Tui Explorer', 'booking')).toBe('Tui Explorer — booking');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2026-13-01', '2026-1-01', '21/03/2026', '2026-03-21T00:00']) expect(isCalendarDay(bad), bad).toBe(false);
    // 11:30 pm UTC on 14 March is the 15th in New Zealand.
    expect(nzToday(new Date('2026-03-14T23:30:00Z'))).toBe('2026-03-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(formatPreferredDay('2026-03-21')).toBe('Saturday, 21 March 2026');
  });

  it('takes the vehicle fields of the contact form only when they go together', () => {
    const form = { name: 'A', email: 'a@example.nz', subject: 'S', message: 'M' };
    expect(contactSchema.safeParse({ ...form, vehicleKind: 'car', vehicleId: '4', intent: 'test-drive', preferredDate: '2026-03-21' }).data).toMatchObject({
      vehicleKind: 'car',
      vehicleId: 4,
      intent: 'test-drive',
      preferredDate: '2026-03-21',
    });
    expect(contactSchema.safeParse({ ...form, vehicleKind: '', vehicleId: null, intent: null, preferredDate: '' }).success).toBe(true);
    const paths = (input: object) => contactSchema.safeParse({ ...form, ...input }).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ vehicleKind: 'car' })).toEqual(['vehicleId']);
    expect(paths({ vehicleKind: 'car', vehicleId: 1, intent: 'booking' })).toEqual(['intent']);
    expect(paths({ vehicleKind: 'campervan', vehicleId: 1, intent: 'question', preferredDate: '2026-03-21' })).toEqual(['preferredDate']);
    expect(paths({ preferredDate: '2026-03-21' })).toEqual(['preferredDate']);
  });
});
