// The stock insight's arithmetic without a database: New Zealand months across daylight saving, the twelve-month
// window, and a car's story told by what each event did (a car brought back after deletion, a car listed as sold).
import { describe, expect, it } from 'vitest';
import { monthInNewZealand, monthsUpTo, stockInsight, wholeDaysBetween, type CarLogEvent } from './stock-insight.ts';

const fields = { brand: 'BMW', model: 'M2', year: 2020, price: 89990, status: 'available', imageUrl: '/media/m2/1200.webp' };
const event = (carId: number, type: string, data: Record<string, unknown>, iso: string): CarLogEvent => ({ carId, type, data, recordedAt: new Date(iso) });

describe('stock insight arithmetic', () => {
  it('puts a moment in its New Zealand month, summer time (UTC+13) and winter time (UTC+12)', () => {
    expect(monthInNewZealand(new Date('2026-03-31T10:59:00.000Z'))).toBe('2026-03');
    expect(monthInNewZealand(new Date('2026-03-31T11:00:00.000Z'))).toBe('2026-04');
    expect(monthInNewZealand(new Date('2026-06-30T11:59:00.000Z'))).toBe('2026-06');
    expect(monthInNewZealand(new Date('2026-06-30T12:00:00.000Z'))).toBe('2026-07');
  });

  it('lists the twelve months up to the current New Zealand one, across a new year', () => {
    expect(monthsUpTo(new Date('2025-12-31T11:30:00.000Z'))).toEqual([
      '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01',
    ]);
  });

  it('counts whole days, never below 0', () => {
    expect(wholeDaysBetween(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-02T23:59:59Z'))).toBe(1);
    expect(wholeDaysBetween(new Date('2026-03-02T00:00:00Z'), new Date('2026-03-01T00:00:00Z'))).toBe(0);
  });

  it('follows a car deleted and brought back at another price, and gives a car listed as sold no sale date', () => {
    const insight = stockInsight(
      [
        event(1, 'CarListed', { id: 1, ...fields }, '2026-03-01T00:00:00Z'),
        event(1, 'CarImageAdded', { image: { id: 1, imageUrl: '/media/m2-2/1200.webp' } }, '2026-03-01T00:01:00Z'),
        event(2, 'CarListed', { id: 2, ...fields, model: 'M4', status: 'sold' }, '2026-03-02T00:00:00Z'),
        event(1, 'CarDelisted', { id: 1 }, '2026-03-03T00:00:00Z'),
        event(1, 'CarRelisted', { id: 1, ...fields, price: 86990 }, '2026-03-05T00:00:00Z'),
        event(1, 'CarConflictResolved', { commandId: 'c1', baseVersion: 1, fields: [] }, '2026-03-06T00:00:00Z'),
      ],
      new Date('2026-03-11T12:00:00Z'),
    );
    expect(insight.onSale).toEqual([
      { carId: 1, name: '2020 BMW M2', listedAt: '2026-03-01T00:00:00.000Z', daysInStock: 10, price: 86990, priceChanges: 1 },
    ]);
    expect(insight.averageDaysToSale).toBeNull();
    expect(insight.soldPerMonth.every((month) => month.sold === 0)).toBe(true);
    expect(insight.priceChanges).toEqual([
      { carId: 1, name: '2020 BMW M2', changes: 1, firstPrice: 89990, latestPrice: 86990, deleted: false },
      { carId: 2, name: '2020 BMW M4', changes: 0, firstPrice: 89990, latestPrice: 89990, deleted: false },
    ]);
  });
});
