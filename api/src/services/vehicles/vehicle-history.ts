// Named vehicle histories (what happened to one car or campervan, and when), told two ways: as the events its
// stream holds, for given/when/then specs, and played through the service functions, for the demo seed.
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

/** The images of the demo seed: our media addresses under file ids the seed uploads its pictures as. */
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

/** Lists the vehicle, adds its images a minute later, then makes its changes on their days. Answers its id. */
export async function playHistory<Create, Update>(
  history: VehicleHistory<Create, Update>,
  now: Date,
  steps: HistorySteps<Create, Update>,
): Promise<number> {
  const listedAt = daysBefore(now, history.listedDaysAgo);
  const { id } = await steps.list(history.listed, listedAt);
  for (const image of history.images) await steps.addImage(id, image, new Date(listedAt.getTime() + 60_000));
  for (const { daysAgo, change } of history.changes) await steps.change(id, change, daysBefore(now, daysAgo));
  return id;
}
