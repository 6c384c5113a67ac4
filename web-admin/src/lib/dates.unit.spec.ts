import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, formatDayAndTime, formatFullDay, formatLoginTime, formatLongLoginTime, formatShortDay, formatShortDayAndTime, formatWhen } from './dates.ts';

// What each replaces: Intl's en-NZ format, in the browser's own time zone, as the screens showed before.
const intl = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-NZ', options);
  return (date: Date) => format.format(date);
};
const FORMATS = [
  { name: 'formatLongLoginTime', ours: formatLongLoginTime, theirs: intl({ dateStyle: 'full', timeStyle: 'medium' }) },
  { name: 'formatWhen', ours: formatWhen, theirs: intl({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }) },
  { name: 'formatDayAndTime', ours: formatDayAndTime, theirs: intl({ dateStyle: 'medium', timeStyle: 'short' }) },
  { name: 'formatShortDayAndTime', ours: formatShortDayAndTime, theirs: intl({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }) },
  { name: 'formatDay', ours: formatDay, theirs: intl({ day: 'numeric', month: 'short', year: 'numeric' }) },
  { name: 'formatShortDay', ours: formatShortDay, theirs: intl({ day: 'numeric', month: 'short' }) },
  { name: 'formatFullDay', ours: formatFullDay, theirs: intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) },
];

/** Moments across a century, and the turns of the clock where twelve-hour times go wrong. */
const moments = fc.oneof(
  fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T23:59:59Z'), noInvalidDate: true }),
  fc.tuple(fc.integer({ min: 2000, max: 2060 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 28 }), fc.constantFrom(0, 1, 11, 12, 13, 23), fc.integer({ min: 0, max: 59 })).map(
    ([year, month, day, hour, minute]) => new Date(year, month, day, hour, minute, minute),
  ),
);

describe('the staff screens’ dates, as en-NZ writes them', () => {
  it('writes the forms the screens show', () => {
    const at = new Date(2026, 10, 22, 15, 4, 5);
    expect(formatLongLoginTime(at)).toBe('Sunday, 22 November 2026 at 3:04:05 pm');
    expect(formatWhen(at)).toBe('Sun, 22 Nov 2026, 3:04 pm');
    expect(formatDayAndTime(new Date(2026, 2, 14, 14, 0))).toBe('14 Mar 2026, 2:00 pm');
    expect(formatShortDayAndTime(new Date(2026, 10, 22, 0, 45))).toBe('22 Nov, 12:45 am');
    expect(formatDay('2026-02-07T12:00:00')).toBe('7 Feb 2026');
    expect(formatShortDay('2026-12-24T12:00:00')).toBe('24 Dec');
    expect(formatFullDay('2026-11-01T12:00:00')).toBe('Sunday, 1 November 2026');
    expect(formatLoginTime(new Date(2026, 10, 22, 17, 58))).toBe('Nov 22, 2026 - 17:58');
  });

  for (const { name, ours, theirs } of FORMATS) {
    it(`${name} is Intl.DateTimeFormat en-NZ to the character, given a Date, its ISO text or its time`, () => {
      fc.assert(
        fc.property(moments, (date) => {
          const expected = theirs(date);
          expect(ours(date)).toBe(expected);
          expect(ours(date.toISOString())).toBe(expected);
          expect(ours(date.getTime())).toBe(expected);
        }),
        { numRuns: 2000 },
      );
    });
  }

  it('writes nothing for a time that is not one, where Intl would throw', () => {
    for (const { ours } of FORMATS) expect(ours('not a date')).toBe('');
    expect(formatLoginTime('')).toBe('');
  });
});
