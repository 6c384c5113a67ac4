// A believable year of the yard as raw event rows, the same every run: cars and campervans listed, photographed,
// repriced, reserved, sold and deleted by several people (some of it on yard tablets offline), makes, features and
// recipients. Written straight into the log by the audit and rebuild benchmarks; and a plain stock of cars for sale.
import { randomBytes } from 'node:crypto';

/** A small deterministic random source, so every run writes the same yard. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

let random = randomSource(20_251_122);
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
export const END = Date.parse('2026-11-20T05:00:00Z');
export const START = END - YEAR_MS;
const ACTORS = [
  { actorId: 2, actorUsername: 'sarah' },
  { actorId: 3, actorUsername: 'mike' },
  { actorId: 4, actorUsername: 'aroha' },
  { actorId: 5, actorUsername: 'james' },
  { actorId: 6, actorUsername: 'priya' },
];
const DEVICES = ['yard-tablet-1', 'yard-tablet-2', 'office-ipad'];
const MAKES: Record<string, string[]> = {
  BMW: ['330i M Sport', 'X5 xDrive30d', 'M340i', '118i', 'X3 xDrive20d'],
  Mercedes: ['C200', 'E300', 'GLC 300', 'A250'],
  Audi: ['A4 Avant', 'Q5 TDI', 'S3 Sportback', 'A6'],
  Volkswagen: ['Golf GTI', 'Tiguan', 'Passat'],
  Porsche: ['911 Carrera S', 'Macan S', 'Cayenne'],
  'Land Rover': ['Defender 110', 'Discovery Sport', 'Range Rover Evoque'],
  MINI: ['Cooper S', 'Countryman'],
};

export interface EventRow {
  stream_type: string;
  stream_id: string;
  version: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: Date;
}

function metadata(at: number) {
  const actor = random.pick(ACTORS);
  const offline = random.chance(0.15);
  return JSON.stringify({
    ...actor,
    requestId: randomBytes(8).toString('hex'),
    ip: '10.0.0.' + random.int(2, 60),
    userAgent: 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X)',
    ...(offline ? { deviceId: random.pick(DEVICES), deviceTime: new Date(at - random.int(60_000, 6 * 3_600_000)).toISOString() } : {}),
  });
}

type NewEvent = { type: string; data: object };

/** One stream's events from `start`: photos minutes after the one before, other changes hours to days later. */
function stream(streamType: string, id: number, start: number, events: NewEvent[]): EventRow[] {
  let at = start;
  return events.map((event, i) => {
    if (i > 0) at += event.type.includes('Image') ? random.int(1, 10) * 60_000 : random.int(30, 4 * 24 * 60) * 60_000;
    return { stream_type: streamType, stream_id: String(id), version: i + 1, type: event.type, data: JSON.stringify(event.data), metadata: metadata(at), recorded_at: new Date(at) };
  });
}

let imageId = 0;
const image = (prefix: string, slug: string) => {
  imageId++;
  return { type: `${prefix}ImageAdded`, data: { imageId, imageUrl: `/media/${slug}-${imageId}/1200.webp`, fileId: `${slug}-${imageId}`, transformType: null, transformParams: null } };
};

function carEvents(id: number) {
  const brand = random.pick(Object.keys(MAKES));
  const model = random.pick(MAKES[brand]!);
  let price = random.int(180, 1500) * 100 - 10;
  const slug = `${brand}-${model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const events: NewEvent[] = [
    {
      type: 'CarListed',
      data: {
        id, brand, model, year: random.int(2012, 2025), description: `A tidy ${brand} ${model} with service history and a new WoF.`, price,
        transmission: random.pick(['Automatic', 'Manual']), fuelType: random.pick(['Petrol', 'Diesel', 'Hybrid']), mileage: random.int(8, 180) * 1000,
        bodyType: random.pick(['Sedan', 'SUV', 'Hatchback', 'Estate', 'Coupe']), color: random.pick(['Black', 'White', 'Silver', 'Blue', 'Grey']),
        imageUrl: `/media/${slug}-${imageId + 1}/1200.webp`, status: 'available', vehicleType: 'car', features: ['Bluetooth', 'Cruise Control'],
      },
    },
  ];
  const photos = random.int(2, 6);
  const ids: number[] = [];
  for (let i = 0; i < photos; i++) {
    const added = image('Car', slug);
    ids.push(added.data.imageId);
    events.push(added);
  }
  if (random.chance(0.3)) events.push({ type: 'CarImagesReordered', data: { imageIds: [...ids].reverse() } }, { type: 'CarDetailsChanged', data: { imageUrl: `/media/${slug}-${ids.at(-1)}/1200.webp` } });
  for (let i = random.int(0, 4); i > 0; i--) {
    price -= random.int(5, 30) * 100;
    events.push({ type: 'CarPriceChanged', data: { price } });
  }
  if (random.chance(0.4)) events.push({ type: 'CarDetailsChanged', data: { mileage: random.int(8, 180) * 1000, features: ['Bluetooth', 'Cruise Control', 'Heated Seats'] } });
  if (random.chance(0.6)) events.push({ type: 'CarStatusChanged', data: { status: 'reserved' } });
  if (random.chance(0.5)) events.push({ type: 'CarStatusChanged', data: { status: 'sold' } });
  if (random.chance(0.2)) events.push({ type: 'CarDelisted', data: { id } });
  return events;
}

function campervanEvents(id: number) {
  const name = `${random.pick(['Toyota HiAce', 'Mercedes Sprinter', 'Fiat Ducato', 'VW Crafter'])} ${random.pick([2, 4, 6])}-Berth #${id}`;
  const slug = `campervan-${id}`;
  const events: NewEvent[] = [
    {
      type: 'CampervanListed',
      data: {
        id, name, description: 'Self-contained with a kitchen, shower and toilet.', pricePerDay: random.int(110, 320), pricePerWeek: random.int(700, 2000),
        berths: random.pick([2, 4, 6]), transmission: 'Automatic', fuelType: 'Diesel', mileage: random.int(40, 260) * 1000,
        features: ['Kitchen', 'Shower', 'Toilet'], imageUrl: `/media/${slug}-${imageId + 1}/1200.webp`, status: 'available',
      },
    },
  ];
  for (let i = random.int(2, 4); i > 0; i--) events.push(image('Campervan', slug));
  for (let season = random.int(8, 30); season > 0; season--) {
    events.push(random.chance(0.3)
      ? { type: 'CampervanPriceChanged', data: { pricePerDay: random.int(110, 320), pricePerWeek: random.int(700, 2000) } }
      : { type: 'CampervanStatusChanged', data: { status: random.pick(['rented', 'available', 'reserved']) } });
  }
  return events;
}

/** The year's events, oldest first (positions follow time); exactly `total` of them. */
export function yearOfEvents(total: number): EventRow[] {
  random = randomSource(20_251_122);
  imageId = 0;
  const rows: EventRow[] = [];
  const span = (start: number) => START + start * (YEAR_MS - 60 * 24 * 3_600_000);
  for (let id = 1; id <= 60; id++) rows.push(...stream('brand', id, span(random.next()), [{ type: 'BrandAdded', data: { id, name: `Marque ${id}` } }]));
  for (let id = 1; id <= 80; id++) {
    const events: NewEvent[] = [{ type: 'CarFeatureAdded', data: { id, name: `Feature ${id}`, isCustom: true } }];
    if (random.chance(0.2)) events.push({ type: 'CarFeatureRemoved', data: { id } });
    rows.push(...stream('car-feature', id, span(random.next()), events));
  }
  for (let id = 1; id <= 12; id++) {
    rows.push(...stream('recipient', id, span(random.next()), [
      { type: 'RecipientAdded', data: { id, email: `desk${id}@forecourt.co.nz`, name: null, isActive: true } },
      { type: random.chance(0.5) ? 'RecipientDeactivated' : 'RecipientActivated', data: { id } },
    ]));
  }
  for (let id = 1; id <= 300; id++) rows.push(...stream('campervan', id, span(random.next()), campervanEvents(id)));
  for (let id = 1; rows.length < total; id++) rows.push(...stream('car', id, span(random.next()), carEvents(id)));
  // Ordered by time, the newest few beyond the total dropped: a stream cut short keeps its first versions, since each
  // stream's times rise with its versions.
  rows.sort((a, b) => a.recorded_at.getTime() - b.recorded_at.getTime());
  return rows.slice(0, total);
}

/**
 * `count` cars for sale as their events (listed, about half of them repriced since), with ids from `firstId`: the
 * stock the read and write benchmarks work on. Fields are as long as real listings', photos named but not stored.
 */
export function carsForSale(count: number, firstId = 1): EventRow[] {
  random = randomSource(firstId);
  const rows: EventRow[] = [];
  for (let id = firstId; id < firstId + count; id++) {
    const brand = random.pick(Object.keys(MAKES));
    const model = random.pick(MAKES[brand]!);
    const year = random.int(2014, 2025);
    const price = random.int(180, 1500) * 100 - 10;
    const slug = `${year}-${brand}-${model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const listed = {
      id, brand, model, year, price,
      description: `NZ-new ${brand} ${model} with full service history, ${random.pick(['one owner', 'two owners'])} from ${random.pick(['Hamilton', 'Cambridge', 'Tauranga', 'Auckland'])}. New WoF and registration, cambelt done, two keys.`,
      transmission: random.pick(['Automatic', 'Manual']), fuelType: random.pick(['Petrol', 'Diesel', 'Hybrid', 'Electric']), mileage: random.int(8, 180) * 1000,
      bodyType: random.pick(['Sedan', 'SUV', 'Hatchback', 'Estate', 'Coupe']), color: random.pick(['Black', 'White', 'Silver', 'Blue', 'Grey']),
      imageUrl: `/media/${slug}/1200.webp`, status: random.pick(['available', 'available', 'available', 'reserved']), vehicleType: 'car',
      features: ['Bluetooth', 'Cruise Control', 'Reversing Camera', ...(random.chance(0.5) ? ['Heated Seats', 'Apple CarPlay'] : [])],
    };
    const events: NewEvent[] = [{ type: 'CarListed', data: listed }];
    if (random.chance(0.5)) events.push({ type: 'CarPriceChanged', data: { price: price - random.int(5, 30) * 100 } });
    rows.push(...stream('car', id, END - random.int(1, 180) * 24 * 3_600_000, events));
  }
  return rows;
}
