// Writes the demo yard (demo-yard.ts) as events through the same service functions staff use, dated over the past
// months, so the demo has a history (listings, price changes, reservations, sales) and real processed photos. Each
// vehicle is played with the scenarios' player; only the hours of the day and the photos are the seed's own.
import { SUGGESTED_CAMPERVAN_FEATURES, SUGGESTED_CAR_FEATURES, type User } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { addEntry } from '../catalog/catalog.ts';
import { addRecipient } from '../recipients/recipients.ts';
import { storeImage } from '../media/media.ts';
import { playCarHistory } from '../cars/cars.scenarios.ts';
import { playCampervanHistory } from '../campervans/campervans.scenarios.ts';
import type { HistoryDates, HistoryImage, HistoryPlay } from '../vehicles/vehicle-history.ts';
import { drawVehiclePhoto } from './demo-photos.ts';
import { DEMO_CAMPERVAN_HISTORIES, DEMO_CAR_HISTORIES, DEMO_MAKES, DEMO_RECIPIENT } from './demo-yard.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedReport {
  cars: number;
  campervans: number;
  photos: number;
  events: number;
}

/** True when the log holds nothing yet: the demo is only ever written into an empty yard. */
export async function yardIsEmpty(deps: Deps): Promise<boolean> {
  return !(await deps.store.log.hasAnyBut('user'));
}

/** Business hours on the day `daysAgo` before `now`, plus `minutes`, so the history reads naturally. */
export function yardHours(now: Date): (daysAgo: number, minutes?: number) => Date {
  return (daysAgo, minutes = 0) => {
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    day.setUTCHours(21, 30, 0, 0); // 9:30 or 10:30 in Hamilton
    return new Date(Math.min(day.getTime() + minutes * 60_000, now.getTime() - 60_000));
  };
}

/**
 * The yard's days at its hours: listed at opening, photos added from five minutes later, a car's changes an hour
 * after opening, the hire desk's at opening.
 */
export function yardDates(now: Date, changeMinutes: number): HistoryDates {
  const at = yardHours(now);
  return {
    listed: (daysAgo) => at(daysAgo),
    image: (listedDaysAgo, index) => at(listedDaysAgo, 5 + index),
    changed: (daysAgo) => at(daysAgo, changeMinutes),
  };
}

export async function seedDemoYard(deps: Deps, admin: User, log: (line: string) => void = () => {}): Promise<SeedReport> {
  const now = deps.clock();
  const at = yardHours(now);
  const caller: Caller = { user: admin, metadata: { actorId: admin.id, actorUsername: admin.username, requestId: 'demo-seed' } };
  const setupDay = 240;

  for (const name of DEMO_MAKES) await addEntry(deps, 'brand', { name }, caller, at(setupDay));
  for (const name of SUGGESTED_CAR_FEATURES) await addEntry(deps, 'car-feature', { name, isCustom: false }, caller, at(setupDay, 5));
  for (const name of SUGGESTED_CAMPERVAN_FEATURES) await addEntry(deps, 'campervan-feature', { name, isCustom: false }, caller, at(setupDay, 10));
  await addRecipient(deps, { ...DEMO_RECIPIENT, isActive: true, isPrimary: true }, caller, at(setupDay, 15));

  const cars = Object.values(DEMO_CAR_HISTORIES);
  const campervans = Object.values(DEMO_CAMPERVAN_HISTORIES);
  const totalPhotos = [...cars, ...campervans].reduce((sum, history) => sum + history.images.length, 0);
  let photos = 0;
  // Draws a photo for each stand-in image of a vehicle (scenes from `firstScene` on) and stores it in its place.
  const drawnPhotos = (shape: string, colourName: string, caption: string, firstScene: number): HistoryPlay['storeImage'] => async (_image, index) => {
    const jpeg = await drawVehiclePhoto({ shape, colourName, caption, sceneIndex: firstScene + index, width: 1200 });
    const upload = await storeImage(deps, jpeg, { originalName: `${caption.toLowerCase().replace(/\W+/g, '-')}-${index + 1}.jpg`, createdBy: admin.id });
    photos += 1;
    if (photos % 6 === 0 || photos === totalPhotos) log(`  photos ${photos} of ${totalPhotos}`);
    return { imageUrl: upload.url, fileId: upload.fileId } satisfies HistoryImage;
  };

  for (const [index, history] of cars.entries()) {
    const { bodyType, color, year, brand, model } = history.listed;
    const storeImage = drawnPhotos(bodyType, color, `${year} ${brand} ${model}`, index);
    await playCarHistory(deps, history, caller, { dates: yardDates(now, 60), storeImage });
  }
  for (const [index, history] of campervans.entries()) {
    const { name, berths } = history.listed;
    const storeImage = drawnPhotos('Campervan', history.paint, `${name} · ${berths} berth`, index);
    await playCampervanHistory(deps, history, caller, { dates: yardDates(now, 0), storeImage });
  }

  return { cars: cars.length, campervans: campervans.length, photos, events: await deps.store.log.count() };
}
