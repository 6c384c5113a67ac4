// Stock insight worked out from the car streams' events alone (no I/O, no clock of its own): days in stock of each car
// on sale, days from listing to sale, sales per New Zealand calendar month, and how often each car's price moved.
import type { CarFields, StockInsight } from '@forecourt/contracts';
import { evolveCar, initialCar, type CarEvent, type CarState } from '@forecourt/domain/cars/cars.events';

/** One event of a car stream, in log order. */
export interface CarLogEvent {
  carId: number;
  type: string;
  data: Record<string, unknown>;
  recordedAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const INSIGHT_MONTHS = 12;
const ON_SALE = new Set(['available', 'reserved']);

/** What the log tells of one car, gathered as its events go by. */
interface CarStory {
  carId: number;
  state: CarState;
  /** The fields it last had while listed (kept after a delisting, so a car brought back is compared with them). */
  fields: CarFields;
  listedAt: Date;
  firstPrice: number;
  priceChanges: number;
  /** When its status first became sold after the listing; a car listed as already sold has no sale date. */
  soldAt: Date | null;
}

const nzMonth = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit' });

/** 'YYYY-MM' of the calendar month in New Zealand that `at` falls in. */
export function monthInNewZealand(at: Date): string {
  const parts = nzMonth.formatToParts(at);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

/** The `count` calendar months up to and including the one `now` falls in (New Zealand time), oldest first. */
export function monthsUpTo(now: Date, count = INSIGHT_MONTHS): string[] {
  const [year, month] = monthInNewZealand(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Whole days from `from` to `to` (a car listed 36 hours ago has been in stock 1 day); never below 0. */
export const wholeDaysBetween = (from: Date, to: Date): number => Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));

const carName = (fields: CarFields) => `${fields.year} ${fields.brand} ${fields.model}`;

/**
 * Folds each car's events with the car's own evolve, so whatever event carries a change (a price event, a resolved
 * clash's follow-up, a restore) counts by what it did to the fields rather than by its name.
 */
function carStories(events: readonly CarLogEvent[]): CarStory[] {
  const stories = new Map<number, CarStory>();
  for (const event of events) {
    const story = stories.get(event.carId);
    const before = story?.state ?? initialCar();
    const after = evolveCar(before, { type: event.type, data: event.data } as CarEvent);
    if (after.stage !== 'listed') {
      if (story) story.state = after;
      continue;
    }
    if (!story) {
      stories.set(event.carId, {
        carId: event.carId,
        state: after,
        fields: after.fields,
        listedAt: event.recordedAt,
        firstPrice: after.fields.price,
        priceChanges: 0,
        soldAt: null,
      });
      continue;
    }
    if (after.fields.price !== story.fields.price) story.priceChanges += 1;
    if (after.fields.status === 'sold' && story.fields.status !== 'sold') story.soldAt ??= event.recordedAt;
    story.state = after;
    story.fields = after.fields;
  }
  return [...stories.values()].sort((a, b) => a.carId - b.carId);
}

/** The insight as of `now` from every car event in log order (image events may be left out: they change nothing here). */
export function stockInsight(events: readonly CarLogEvent[], now: Date): StockInsight {
  const stories = carStories(events);

  const onSale = stories
    .filter((story) => story.state.stage === 'listed' && ON_SALE.has(story.fields.status))
    .map((story) => ({
      carId: story.carId,
      name: carName(story.fields),
      listedAt: story.listedAt.toISOString(),
      daysInStock: wholeDaysBetween(story.listedAt, now),
      price: story.fields.price,
      priceChanges: story.priceChanges,
    }))
    .sort((a, b) => b.daysInStock - a.daysInStock || a.carId - b.carId);

  const sales = stories.filter((story): story is CarStory & { soldAt: Date } => story.soldAt !== null);
  const totalDays = sales.reduce((sum, story) => sum + (story.soldAt.getTime() - story.listedAt.getTime()) / DAY_MS, 0);
  // Exact durations averaged, then rounded to a tenth of a day.
  const averageDaysToSale = sales.length === 0 ? null : Math.round((totalDays / sales.length) * 10) / 10;

  const soldByMonth = new Map(monthsUpTo(now).map((month) => [month, 0]));
  for (const story of sales) {
    const month = monthInNewZealand(story.soldAt);
    const sold = soldByMonth.get(month);
    if (sold !== undefined) soldByMonth.set(month, sold + 1);
  }

  return {
    onSale,
    averageDaysToSale,
    soldPerMonth: [...soldByMonth].map(([month, sold]) => ({ month, sold })),
    priceChanges: stories.map((story) => ({
      carId: story.carId,
      name: carName(story.fields),
      changes: story.priceChanges,
      firstPrice: story.firstPrice,
      latestPrice: story.fields.price,
      deleted: story.state.stage === 'delisted',
    })),
  };
}
