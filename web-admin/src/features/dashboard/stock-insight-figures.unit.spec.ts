// The stock insight's wording and order on the dashboard: month names, the longest-waiting car first with the price
// it was listed at, the year's sales, and the chart told in words.
import { describe, expect, it } from 'vitest';
import type { StockInsight } from '@forecourt/contracts/audit';
import { chartSummary, days, longMonth, onSaleRows, shortMonth, soldInTheYear } from './stock-insight-figures.ts';

const insight: StockInsight = {
  onSale: [
    { carId: 5, name: '2021 MINI Cooper S', listedAt: '2026-03-14T23:00:00.000Z', daysInStock: 5, price: 27990, priceChanges: 0 },
    { carId: 1, name: '2019 BMW 330i', listedAt: '2026-02-07T21:00:00.000Z', daysInStock: 40, price: 39990, priceChanges: 2 },
  ],
  averageDaysToSale: 70.4,
  soldPerMonth: [
    { month: '2026-01', sold: 2 },
    { month: '2026-02', sold: 0 },
    { month: '2026-03', sold: 1 },
  ],
  priceChanges: [
    { carId: 1, name: '2019 BMW 330i', changes: 2, firstPrice: 42990, latestPrice: 39990, deleted: false },
    { carId: 5, name: '2021 MINI Cooper S', changes: 0, firstPrice: 27990, latestPrice: 27990, deleted: false },
  ],
};

describe('stock insight figures', () => {
  it('names months short and long', () => {
    expect(shortMonth('2025-04')).toBe('Apr');
    expect(longMonth('2025-12')).toBe('December 2025');
  });

  it('puts the longest in stock first, with the listing price of a car whose price moved', () => {
    expect(onSaleRows(insight).map((car) => [car.name, car.firstPriceNote])).toEqual([
      ['2019 BMW 330i', 'listed at $42,990'],
      ['2021 MINI Cooper S', ''],
    ]);
  });

  it('adds up the year and tells the chart in words', () => {
    expect(soldInTheYear(insight)).toBe(3);
    expect(days(1)).toBe('1 day');
    expect(chartSummary(insight)).toBe('Cars sold per month: January 2026 2, February 2026 0, March 2026 1.');
  });
});
