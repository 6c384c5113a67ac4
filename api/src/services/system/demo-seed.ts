// Writes the demo yard as events through the same service functions staff use, dated over the past months,
// so the demo has a history (listings, price changes, reservations, sales) and real processed photos.
import { SUGGESTED_CAMPERVAN_FEATURES, SUGGESTED_CAR_FEATURES, type User } from '@forecourt/contracts';
import { DEMO_CAMPERVANS, DEMO_CARS, DEMO_MAKES, DEMO_RECIPIENT } from '@forecourt/db/seeds/demo-yard';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { addEntry } from '../catalog/catalog.ts';
import { addRecipient } from '../recipients/recipients.ts';
import { storeImage } from '../media/media.ts';
import { addCarImage, changeCar, listCar } from '../cars/cars.ts';
import { addCampervanImage, changeCampervan, listCampervan } from '../campervans/campervans.ts';
import { drawVehiclePhoto } from './demo-photos.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PHOTOS_PER_VEHICLE = 2;

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

export async function seedDemoYard(deps: Deps, admin: User, log: (line: string) => void = () => {}): Promise<SeedReport> {
  const now = deps.clock().getTime();
  // Business hours on the day `daysAgo` before today, plus `minutes`, so the history reads naturally.
  const at = (daysAgo: number, minutes = 0) => {
    const day = new Date(now - daysAgo * DAY_MS);
    day.setUTCHours(21, 30, 0, 0); // 9:30 or 10:30 in Hamilton
    return new Date(Math.min(day.getTime() + minutes * 60_000, now - 60_000));
  };
  const caller: Caller = { user: admin, metadata: { actorId: admin.id, actorUsername: admin.username, requestId: 'demo-seed' } };
  const setupDay = 240;

  for (const name of DEMO_MAKES) await addEntry(deps, 'brand', { name }, caller, at(setupDay));
  for (const name of SUGGESTED_CAR_FEATURES) await addEntry(deps, 'car-feature', { name, isCustom: false }, caller, at(setupDay, 5));
  for (const name of SUGGESTED_CAMPERVAN_FEATURES) await addEntry(deps, 'campervan-feature', { name, isCustom: false }, caller, at(setupDay, 10));
  await addRecipient(deps, { ...DEMO_RECIPIENT, isActive: true, isPrimary: true }, caller, at(setupDay, 15));

  const totalPhotos = (DEMO_CARS.length + DEMO_CAMPERVANS.length) * PHOTOS_PER_VEHICLE;
  let photos = 0;
  const photosOf = async (shape: string, colourName: string, caption: string, seed: number) => {
    const uploads = [];
    for (let i = 0; i < PHOTOS_PER_VEHICLE; i++) {
      const jpeg = await drawVehiclePhoto({ shape, colourName, caption, sceneIndex: seed + i, width: 1200 });
      uploads.push(await storeImage(deps, jpeg, { originalName: `${caption.toLowerCase().replace(/\W+/g, '-')}-${i + 1}.jpg`, createdBy: admin.id }));
      photos += 1;
      if (photos % 6 === 0 || photos === totalPhotos) log(`  photos ${photos} of ${totalPhotos}`);
    }
    return uploads;
  };

  for (const [index, demo] of DEMO_CARS.entries()) {
    const { listedDaysAgo, history = [], cin, ...fields } = demo;
    const uploads = await photosOf(fields.bodyType, fields.color, `${fields.year} ${fields.brand} ${fields.model}`, index);
    const car = await listCar(deps, { ...fields, ...cin, imageUrl: uploads[0]!.url }, caller, { recordedAt: at(listedDaysAgo) });
    for (const [i, upload] of uploads.entries()) {
      await addCarImage(deps, { carId: car.id, imageUrl: upload.url, fileId: upload.fileId }, caller, { recordedAt: at(listedDaysAgo, 5 + i) });
    }
    for (const step of history) {
      const change = 'price' in step ? { price: step.price } : { status: step.status };
      await changeCar(deps, car.id, change, caller, { recordedAt: at(listedDaysAgo - step.afterDays, 60) });
    }
  }

  for (const [index, demo] of DEMO_CAMPERVANS.entries()) {
    const { listedDaysAgo, color, status, ...fields } = demo;
    const uploads = await photosOf('Campervan', color, `${fields.name} · ${fields.berths} berth`, index);
    const campervan = await listCampervan(deps, { ...fields, status: 'available', imageUrl: uploads[0]!.url }, caller, { recordedAt: at(listedDaysAgo) });
    for (const [i, upload] of uploads.entries()) {
      await addCampervanImage(deps, { campervanId: campervan.id, imageUrl: upload.url, fileId: upload.fileId }, caller, { recordedAt: at(listedDaysAgo, 5 + i) });
    }
    if (status !== 'available') await changeCampervan(deps, campervan.id, { status }, caller, { recordedAt: at(3) });
  }

  return { cars: DEMO_CARS.length, campervans: DEMO_CAMPERVANS.length, photos, events: await deps.store.log.count() };
}
