// The demo yard against the scenarios: each vehicle a history the decider accepts, listed and changed with what the
// API would keep, played at the yard's hours with its drawn photos in place of the stand-ins.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SUGGESTED_CAMPERVAN_FEATURES,
  SUGGESTED_CAR_FEATURES,
  campervanCreateSchema,
  campervanUpdateSchema,
  carCreateSchema,
  carUpdateSchema,
} from '@forecourt/contracts';
import { campervanHistoryEvents, type CampervanHistory } from '../campervans/campervans.scenarios.ts';
import { carHistoryEvents, type CarHistory } from '../cars/cars.scenarios.ts';
import { playHistory, type HistoryImage } from '../vehicles/vehicle-history.ts';
import { yardDates } from './demo-seed.ts';
import { DEMO_CAMPERVAN_HISTORIES, DEMO_CAR_HISTORIES, DEMO_MAKES } from './demo-yard.ts';

const cars = Object.values(DEMO_CAR_HISTORIES);
const campervans = Object.values(DEMO_CAMPERVAN_HISTORIES);
const histories = [...cars, ...campervans];

describe('the demo yard as named histories', () => {
  it('is typed as the scenarios are, by the contracts', () => {
    expectTypeOf(DEMO_CAR_HISTORIES).toExtend<Record<string, CarHistory>>();
    expectTypeOf(DEMO_CAMPERVAN_HISTORIES).toExtend<Record<string, CampervanHistory>>();
  });

  it('keeps its size: 17 cars and 4 campervans, two photos each, 66 and 13 events on their streams', () => {
    expect(cars).toHaveLength(17);
    expect(campervans).toHaveLength(4);
    expect(histories.reduce((sum, history) => sum + history.images.length, 0)).toBe(42);
    expect(cars.flatMap((history) => carHistoryEvents(history))).toHaveLength(66);
    expect(campervans.flatMap((history) => campervanHistoryEvents(history))).toHaveLength(13);
  });

  it('lists and changes each car with what the API keeps, its makes and features in the catalogue the seed writes', () => {
    for (const history of cars) {
      expect(carCreateSchema.parse(history.listed)).toEqual(history.listed);
      for (const { change } of history.changes) expect(carUpdateSchema.parse(change)).toEqual(change);
      expect(DEMO_MAKES).toContain(history.listed.brand);
      for (const feature of history.listed.features) expect(SUGGESTED_CAR_FEATURES).toContain(feature);
    }
    expect(new Set(cars.map((history) => history.listed.brand))).toEqual(new Set(DEMO_MAKES));
  });

  it('lists and changes each campervan with what the API keeps, its features in the catalogue the seed writes', () => {
    for (const history of campervans) {
      expect(campervanCreateSchema.parse(history.listed)).toEqual(history.listed);
      for (const { change } of history.changes) expect(campervanUpdateSchema.parse(change)).toEqual(change);
      for (const feature of history.listed.features) expect(SUGGESTED_CAMPERVAN_FEATURES).toContain(feature);
    }
  });

  it('dates every change after its listing and before today, in order, with the first image as the main one', () => {
    for (const history of histories) {
      expect(history.listed.imageUrl).toBe(history.images[0]!.imageUrl);
      const days = [history.listedDaysAgo, ...history.changes.map((step) => step.daysAgo)];
      expect(days).toEqual([...days].sort((a, b) => b - a));
      expect(days.at(-1)).toBeGreaterThan(0);
    }
  });
});

describe('playing a demo history at the yard\'s hours with drawn photos', () => {
  it('lists the 330i at opening, adds its photos from five past, and drops its price an hour after opening', async () => {
    const now = new Date('2026-03-20T00:00:00.000Z');
    const steps: string[] = [];
    const play = {
      dates: yardDates(now, 60),
      storeImage: async (_standIn: HistoryImage, index: number) => ({ imageUrl: `/media/photo-${index + 1}/1200.webp`, fileId: `photo-${index + 1}` }),
    };
    const id = await playHistory(DEMO_CAR_HISTORIES.bmw330iPriceDroppedTwice, play, {
      list: async (input, at) => {
        steps.push(`${at.toISOString()} list ${input.model} showing ${input.imageUrl}`);
        return { id: 7 };
      },
      addImage: async (carId, image, at) => steps.push(`${at.toISOString()} car ${carId} image ${image.fileId}`),
      change: async (carId, change, at) => steps.push(`${at.toISOString()} car ${carId} ${JSON.stringify(change)}`),
    });
    expect(id).toBe(7);
    expect(steps).toEqual([
      '2025-12-14T21:30:00.000Z list 330i M Sport showing /media/photo-1/1200.webp',
      '2025-12-14T21:35:00.000Z car 7 image photo-1',
      '2025-12-14T21:36:00.000Z car 7 image photo-2',
      '2026-01-13T22:30:00.000Z car 7 {"price":41490}',
      '2026-02-13T22:30:00.000Z car 7 {"price":39990}',
    ]);
  });
});
