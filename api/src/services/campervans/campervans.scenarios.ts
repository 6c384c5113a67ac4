// Named campervan histories of the hire fleet: told as events for the decider specs, and played through the service
// functions for the service specs and (the demo yard's own, in system/demo-yard.ts) for the demo seed.
import type { CampervanCreate, CampervanUpdate } from '@forecourt/contracts';
import type { Caller } from '../../http/context.ts';
import type { Deps } from '../../deps.ts';
import { demoImages, eventsOf, playHistory, type HistoryPlay, type VehicleHistory } from '../vehicles/vehicle-history.ts';
import { campervanDecider, type CampervanCommand } from '@forecourt/domain/campervans/campervans.decider';
import type { CampervanEvent } from '@forecourt/domain/campervans/campervans.events';
import { addCampervanImage, changeCampervan, listCampervan } from './campervans.ts';

export type CampervanHistory = VehicleHistory<CampervanCreate, CampervanUpdate>;

/** A campervan's listing with `imageCount` stand-in images (`demoImages`), the first of them its main image. */
export function campervan(slug: string, imageCount: number, fields: Omit<CampervanCreate, 'imageUrl'>) {
  const images = demoImages(slug, imageCount);
  return { images, listed: { ...fields, imageUrl: images[0]!.imageUrl } };
}

export const CAMPERVAN_HISTORIES = {
  /** A couple's van whose rates went up for the summer season. */
  hiaceSummerRates: {
    listedDaysAgo: 60,
    ...campervan('hiace-2-berth', 3, {
      name: 'Toyota HiAce 2-Berth Hi-Top', berths: 2, pricePerDay: 119, pricePerWeek: 749, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 142000, status: 'available',
      description: 'Compact hi-top for two with a fixed double bed, gas cooker, fridge and an outdoor shower. Easy to park in town.',
      features: ['Kitchen', 'Fridge', 'Heating'],
    }),
    changes: [{ daysAgo: 21, change: { pricePerDay: 139, pricePerWeek: 869 } }],
  },
  /** Out on hire for a week around the Coromandel, then back and available. */
  sprinterBackFromHire: {
    listedDaysAgo: 45,
    ...campervan('sprinter-4-berth', 4, {
      name: 'Mercedes-Benz Sprinter 4-Berth', berths: 4, pricePerDay: 189, pricePerWeek: 1190, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 98500, status: 'available',
      description: 'Self-contained four-berth with shower and toilet, diesel heater and solar. Ideal for a family touring the North Island.',
      features: ['Kitchen', 'Shower', 'Toilet', 'Heating', 'Fridge', 'Microwave'],
    }),
    changes: [
      { daysAgo: 16, change: { status: 'rented' } },
      { daysAgo: 9, change: { status: 'available' } },
    ],
  },
  /** The big family van, booked for the school holidays. */
  ducatoReserved: {
    listedDaysAgo: 30,
    ...campervan('ducato-6-berth', 3, {
      name: 'Fiat Ducato 6-Berth Family', berths: 6, pricePerDay: 289, pricePerWeek: 1790, transmission: 'Manual',
      fuelType: 'Diesel', mileage: 121300, status: 'available',
      description: 'Six berths over three beds, a full kitchen, shower, toilet and a bike rack for the whole whanau.',
      features: ['Kitchen', 'Shower', 'Toilet', 'Heating', 'Fridge', 'Freezer', 'Bike Rack'],
    }),
    changes: [{ daysAgo: 4, change: { status: 'reserved' } }],
  },
  /** A pop-top whose feature list gained air conditioning after a refit. */
  californiaRefitted: {
    listedDaysAgo: 25,
    ...campervan('california-4-berth', 2, {
      name: 'Volkswagen California 4-Berth', berths: 4, pricePerDay: 219, pricePerWeek: 1390, transmission: 'Automatic',
      fuelType: 'Petrol', mileage: 64200, status: 'available',
      description: 'Pop-top California with a two-burner kitchen, swivel seats and an awning for slow mornings by the lake.',
      features: ['Kitchen', 'Fridge', 'Heating'],
    }),
    changes: [{ daysAgo: 10, change: { features: ['Kitchen', 'Fridge', 'Heating', 'Air Conditioning'] } }],
  },
} satisfies Record<string, CampervanHistory>;

/** A history as its stream's events, with the ids a fresh database would give (campervan 1, images from 1). */
export function campervanHistoryEvents(history: CampervanHistory, campervanId = 1, firstImageId = 1): CampervanEvent[] {
  const commands: CampervanCommand[] = [
    { type: 'ListCampervan', id: campervanId, fields: history.listed },
    ...history.images.map((image, i): CampervanCommand => ({
      type: 'AddCampervanImage',
      image: { id: firstImageId + i, ...image, transformType: null, transformParams: null },
    })),
    ...history.changes.map(({ change }): CampervanCommand => ({ type: 'ChangeCampervan', changes: change })),
  ];
  return eventsOf(campervanDecider, commands);
}

/** Plays a history through the service functions, dated back from `now` (or as `when` says); answers the campervan's id. */
export function playCampervanHistory(deps: Deps, history: CampervanHistory, caller: Caller, when: Date | HistoryPlay = deps.clock()): Promise<number> {
  return playHistory(history, when, {
    list: (input, recordedAt) => listCampervan(deps, input, caller, { recordedAt }),
    addImage: (campervanId, image, recordedAt) => addCampervanImage(deps, { campervanId, ...image }, caller, { recordedAt }),
    change: (campervanId, change, recordedAt) => changeCampervan(deps, campervanId, change, caller, { recordedAt }),
  });
}
