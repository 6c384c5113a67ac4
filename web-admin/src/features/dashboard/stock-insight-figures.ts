// What the dashboard's stock insight shows, worked out from GET /api/insights/stock: month labels for the chart, the
// cars on sale longest in stock first with what each was first priced at, and the totals.
import type { StockInsight } from '@forecourt/contracts/audit';
import { formatNZD } from '@forecourt/contracts/money';

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const partsOf = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { year, index: number - 1 };
};

/** 'Apr' for '2025-04' (the chart's axis; the year is written under the first month and each January). */
export const shortMonth = (month: string): string => SHORT[partsOf(month).index] ?? month;

/** 'April 2025' for '2025-04'. */
export function longMonth(month: string): string {
  const { year, index } = partsOf(month);
  return LONG[index] ? `${LONG[index]} ${year}` : month;
}

export const yearOf = (month: string): string => month.slice(0, 4);

export type OnSaleCar = StockInsight['onSale'][number];

export interface OnSaleRow extends OnSaleCar {
  /** 'was $42,990' when the price has moved since listing, else ''. */
  firstPriceNote: string;
}

/** The cars on sale, longest in stock first, each with the price it was listed at when that has changed. */
export function onSaleRows(insight: StockInsight): OnSaleRow[] {
  const firstPrices = new Map(insight.priceChanges.map((car) => [car.carId, car.firstPrice]));
  return [...insight.onSale]
    .sort((a, b) => b.daysInStock - a.daysInStock || a.carId - b.carId)
    .map((car) => {
      const first = firstPrices.get(car.carId);
      return { ...car, firstPriceNote: car.priceChanges > 0 && first !== undefined ? `listed at ${formatNZD(first)}` : '' };
    });
}

export const soldInTheYear = (insight: StockInsight): number => insight.soldPerMonth.reduce((sum, month) => sum + month.sold, 0);

/** '1 day', '12 days'. */
export const days = (count: number): string => `${count} ${count === 1 ? 'day' : 'days'}`;

/** What the chart shows, in words, for people who do not see it. */
export const chartSummary = (insight: StockInsight): string =>
  `Cars sold per month: ${insight.soldPerMonth.map((month) => `${longMonth(month.month)} ${month.sold}`).join(', ')}.`;

/** '7 Feb 2026', in the browser's time zone (the yard's). */
export { formatDay as listedDate } from '../../lib/dates.ts';
