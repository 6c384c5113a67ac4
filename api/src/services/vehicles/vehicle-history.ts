// Named vehicle histories (what happened to one car or campervan, and when), told two ways: as the events its
// stream holds, for given/when/then specs, and played through the service functions, for service specs and the
// demo seed (system/demo-yard.ts).
import { mediaUrl } from '@forecourt/contracts';
import type { Decider, NewEvent } from '@forecourt/domain/decider';

export interface HistoryImage {
  imageUrl: string;
  fileId: string;
}

export interface VehicleHistory<Create, Update> {
  /** Listed this many days before "now" (the seed's clock). */
  listedDaysAgo: number;
  listed: Create;
  /** In gallery order; the first is the main image and equals `listed.imageUrl`. */
  images: HistoryImage[];
  changes: { daysAgo: number; change: Update }[];
}

/**
 * Stand-in images named after the vehicle (our media addresses under `demo-<slug>-<n>` file ids): the specs use them
 * as they are; the demo seed draws and stores a photo for each and plays the history with the stored ones instead.
 */
export const demoImages = (slug: string, count: number): HistoryImage[] =>
  Array.from({ length: count }, (_, i) => ({ fileId: `demo-${slug}-${i + 1}`, imageUrl: mediaUrl(`demo-${slug}-${i + 1}`) }));

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The events a decider appends for these commands, one after another on a new stream. */
export function eventsOf<S, C, E extends NewEvent>(decider: Decider<S, C, E>, commands: readonly C[]): E[] {
  let state = decider.initialState();
  const events: E[] = [];
  for (const command of commands) {
    const decided = decider.decide(command, state);
    state = decided.reduce(decider.evolve, state);
    events.push(...decided);
  }
  return events;
}

/** What playing a history needs of a kind's service: list it, add an image, change it, each at a given time. */
export interface HistorySteps<Create, Update> {
  list(input: Create, recordedAt: Date): Promise<{ id: number }>;
  addImage(id: number, image: HistoryImage, recordedAt: Date): Promise<unknown>;
  change(id: number, change: Update, recordedAt: Date): Promise<unknown>;
}

/** When each step of a history is recorded, from the days ago it names. */
export interface HistoryDates {
  listed(daysAgo: number): Date;
  /** The `index`th image of a vehicle listed `listedDaysAgo`. */
  image(listedDaysAgo: number, index: number): Date;
  changed(daysAgo: number): Date;
}

/** To the millisecond so many days before `now`; the images a minute after the listing. */
export const daysBeforeNow = (now: Date): HistoryDates => ({
  listed: (daysAgo) => daysBefore(now, daysAgo),
  image: (listedDaysAgo) => new Date(daysBefore(now, listedDaysAgo).getTime() + 60_000),
  changed: (daysAgo) => daysBefore(now, daysAgo),
});

/** How a history is played: when each step is recorded, and whether real pictures stand behind its images. */
export interface HistoryPlay {
  dates: HistoryDates;
  /** Stores a picture for one of the history's images (in gallery order) and answers it; it replaces that image. */
  storeImage?: (image: HistoryImage, index: number) => Promise<HistoryImage>;
}

/**
 * Stores the pictures (when asked), lists the vehicle, adds its images, then makes its changes on their days.
 * `when` is a `now` to count the days back from, or the whole way to play it. Answers the vehicle's id.
 */
export async function playHistory<Create extends { imageUrl: string }, Update>(
  history: VehicleHistory<Create, Update>,
  when: Date | HistoryPlay,
  steps: HistorySteps<Create, Update>,
): Promise<number> {
  const { dates, storeImage } = when instanceof Date ? { dates: daysBeforeNow(when) } : when;
  const images: HistoryImage[] = [];
  for (const [index, image] of history.images.entries()) images.push(storeImage ? await storeImage(image, index) : image);
  // The listing names its main image by address: a stored picture's, when one replaced it.
  const main = history.images.findIndex((image) => image.imageUrl === history.listed.imageUrl);
  const listed = main < 0 ? history.listed : { ...history.listed, imageUrl: images[main]!.imageUrl };
  const { id } = await steps.list(listed, dates.listed(history.listedDaysAgo));
  for (const [index, image] of images.entries()) await steps.addImage(id, image, dates.image(history.listedDaysAgo, index));
  for (const { daysAgo, change } of history.changes) await steps.change(id, change, dates.changed(daysAgo));
  return id;
}
