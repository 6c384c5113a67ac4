import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKm, formatNZD, formatNZDCents, formatWhole, groupThousands } from './money.ts';

// What the formatters replace: Intl's own en-NZ formats, which every screen showed before.
const intlNZD = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });
const intlNZDCents = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intlWhole = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 });

/** Every number a price, a repayment or a mileage can be (finite, under 10^21), and the edges of rounding. */
const numbers = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  // Ties at the rounding digit (x.5, x.xx5), where half away from zero and the double's exact value both matter.
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 2),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 200),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
  fc.double({ min: -9.999999999999999e20, max: 9.999999999999999e20, noNaN: true }),
  fc.constantFrom(0, -0, 0.5, -0.5, -0.4, 1e-7, -1e-7, 1.005, 2.675, 999.995, 1e15, 1e20, 9.999999999999999e20, Number.MAX_SAFE_INTEGER),
);

describe('prices and distances as New Zealand English writes them', () => {
  it('writes what a dealer writes: $89,990, -$1,250, $1,234.56, 64,000 km', () => {
    expect(formatNZD(89990)).toBe('$89,990');
    expect(formatNZD(-1250)).toBe('-$1,250');
    expect(formatNZD(0)).toBe('$0');
    expect(formatNZD(999.5)).toBe('$1,000');
    expect(formatNZDCents(1234.56)).toBe('$1,234.56');
    expect(formatNZDCents(612.5)).toBe('$612.50');
    expect(formatKm(64000)).toBe('64,000 km');
    expect(formatWhole(1234567)).toBe('1,234,567');
  });

  it('is Intl.NumberFormat en-NZ to the character, for every number', () => {
    fc.assert(
      fc.property(numbers, (value) => {
        expect(formatNZD(value)).toBe(intlNZD.format(value));
        expect(formatNZDCents(value)).toBe(intlNZDCents.format(value));
        expect(formatWhole(value)).toBe(intlWhole.format(value));
        expect(formatKm(value)).toBe(`${intlWhole.format(value)} km`);
      }),
      { numRuns: 5000 },
    );
  });

  it('groups the whole part of a number typed in a field, leaving what follows the point alone', () => {
    expect(groupThousands('89990.12345')).toBe('89,990.12345');
    expect(groupThousands('-1000')).toBe('-1,000');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('')).toBe('');
  });
});
