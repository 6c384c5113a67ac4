// Request bodies and event-log reads shared by the vehicle HTTP specs: a car and a campervan as a client sends them,
// an image of the campervan batch, the If-Match of a change, and the events of a stream.
import type { z } from 'zod';
import type { carCreateSchema } from '@forecourt/contracts/car';
import type { TestApp } from './test-app.ts';

/** A complete Consumer Information Notice's facts, so a car may go on sale (available). */
export const cinFacts = (extra: Record<string, unknown> = {}) => ({
  registrationPlate: 'MBW340',
  vin: 'WBA5U72000FK12345',
  firstRegisteredYear: 2021,
  nzFirstRegisteredYear: 2021,
  imported: false,
  writtenOff: false,
  securityInterest: false,
  odometerAccurate: true,
  onRoadCostsIncluded: true,
  ...extra,
});

/** A car as the staff form sends it; typed by the schema, so a new field the schema requires is asked for here. */
export const carBody = (extra: Record<string, unknown> = {}) => ({
  ...({
    brand: 'BMW',
    model: 'M340i',
    year: 2021,
    description: 'xDrive M340i with the Technology package and a full service history.',
    price: 74990,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    mileage: 28700,
    bodyType: 'Sedan',
    color: 'Portimao Blue',
    imageUrl: '/media/m340i-1/1200.webp',
    ...cinFacts(),
  } satisfies z.input<typeof carCreateSchema>),
  ...extra,
});

export const campervanBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Toyota HiAce 2-Berth',
  description: 'Hi-top for two with a double bed, cooker and fridge.',
  pricePerDay: 129,
  pricePerWeek: 799,
  berths: 2,
  transmission: 'Automatic',
  fuelType: 'Diesel',
  mileage: 142000,
  features: ['Kitchen', 'Fridge'],
  imageUrl: '/media/hiace-1/1200.webp',
  ...extra,
});

/** One image of the campervan batch as the form holds it; saved unless flagged. */
export const batchItem = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  campervanId: 1,
  imageUrl: `/media/${name}/1200.webp`,
  fileId: name,
  isNew: false,
  isDeleted: false,
  ...extra,
});

/** The request options of a change based on `version`. */
export const basedOn = (version: number, headers: Record<string, string> = {}) => ({ headers: { 'If-Match': `"${version}"`, ...headers } });

/** How many events the log holds, and one stream's events in order. */
export function eventLog(t: () => TestApp, streamType: 'car' | 'campervan') {
  return {
    eventCount: async () => Number((await t().deps.db('events').count('* as n').first())?.n),
    eventsOf: (id: number) => t().deps.db('events').where({ stream_type: streamType, stream_id: String(id) }).orderBy('version'),
  };
}
