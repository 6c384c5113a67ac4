// A change based on an old version, given / based on / when / then: given a stream's history, based on the version
// the client saw, when it sends a change, then the events that change appends on the current state, or the clashes.
import { describe, expect, it } from 'vitest';
import type { CarFields } from '@forecourt/contracts';
import { foldStream, type Decider, type NewEvent } from '@forecourt/domain/decider';
import { campervanDecider } from '@forecourt/domain/campervans/campervans.decider';
import type { CampervanEvent, CampervanFields } from '@forecourt/domain/campervans/campervans.events';
import { CAMPERVAN_HISTORIES, campervanHistoryEvents } from '../campervans/campervans.scenarios.ts';
import { carDecider } from '@forecourt/domain/cars/cars.decider';
import type { CarEvent } from '@forecourt/domain/cars/cars.events';
import { CAR_HISTORIES, carHistoryEvents } from '../cars/cars.scenarios.ts';
import { rebaseFields, staleBaseVersion } from '@forecourt/domain/vehicles/field-rebase';
import type { VehicleState } from '@forecourt/domain/vehicles/vehicle-events';

function rebaseSpec<F extends object, C, E extends NewEvent>(decider: Decider<VehicleState<F>, C, E>, change: (changes: Partial<F>) => C) {
  const fieldsOf = (state: VehicleState<F>) => {
    if (state.stage !== 'listed') throw new Error('the history should leave the vehicle listed');
    return state.fields;
  };
  return {
    given(history: E[]) {
      const stream = history.map((event, i) => ({ ...event, version: i + 1 }));
      return {
        basedOn(version: number) {
          const base = fieldsOf(foldStream(decider, stream, version));
          const now = foldStream(decider, stream);
          return {
            when(request: Partial<F>) {
              const rebased = rebaseFields(base, fieldsOf(now), request);
              return {
                then(events: E[]) {
                  expect(rebased.clashes, 'the change should not clash').toBeUndefined();
                  expect(decider.decide(change(rebased.changes!), now)).toEqual(events);
                },
                thenClashes(clashes: { field: string; base: unknown; mine: unknown; theirs: unknown }[]) {
                  expect(rebased.clashes).toEqual(clashes);
                },
              };
            },
          };
        },
      };
    },
  };
}

const cars = rebaseSpec(carDecider, (changes: Partial<CarFields>) => ({ type: 'ChangeCar' as const, changes }));
const x5 = CAR_HISTORIES.bmwX5PriceDropped;
/** v1 listed at 64990, v2–v4 images 1, 2, 3, v5 price dropped to 59990. */
const x5History = carHistoryEvents(x5);
/** The whole form as a tablet saw it at v1, before anyone touched the car. */
const x5Form = { ...x5.listed };
const [, second] = x5.images.map((image) => image.imageUrl) as [string, string, string];

describe('rebase of a stale car change: the client\'s own edits apply over newer changes', () => {
  it('applies only the fields the client changed; fields resent as they were never overwrite newer values', () => {
    cars.given(x5History).basedOn(1).when({ ...x5Form, mileage: 69100, color: 'Sophisto Grey' }).then([
      { type: 'CarDetailsChanged', data: { mileage: 69100, color: 'Sophisto Grey' } },
    ]);
  });

  it('is no clash when both sides changed a field to the same value (nothing left to append)', () => {
    cars.given(x5History).basedOn(4).when({ price: 59990 }).then([]);
  });

  it('applies a field the others did not touch beside one both set alike', () => {
    cars.given(x5History).basedOn(4).when({ price: 59990, status: 'reserved' }).then([{ type: 'CarStatusChanged', data: { status: 'reserved' } }]);
  });

  it('names a clash when the same field was changed on both sides to different values', () => {
    cars.given(x5History).basedOn(4).when({ ...x5Form, price: 61990 }).thenClashes([{ field: 'price', base: 64990, mine: 61990, theirs: 59990 }]);
  });

  it('names every clash and only the clashes, in the order of the request', () => {
    const meanwhile: CarEvent[] = [
      { type: 'CarStatusChanged', data: { status: 'reserved' } },
      { type: 'CarDetailsChanged', data: { color: 'Mineral White', features: ['Sunroof'] } },
    ];
    cars
      .given([...x5History, ...meanwhile])
      .basedOn(4)
      .when({ status: 'reserved', color: 'Black Sapphire', mileage: 70000, price: 61990, features: ['Sunroof'] })
      .thenClashes([
        { field: 'color', base: 'Carbon Black', mine: 'Black Sapphire', theirs: 'Mineral White' },
        { field: 'price', base: 64990, mine: 61990, theirs: 59990 },
      ]);
  });

  it('compares features as lists, item by item', () => {
    const features = ['Sunroof', 'Heated Seats'];
    const meanwhile: CarEvent = { type: 'CarDetailsChanged', data: { features } };
    cars.given([...x5History, meanwhile]).basedOn(5).when({ features: [...features] }).then([]);
    cars
      .given([...x5History, meanwhile])
      .basedOn(5)
      .when({ features: ['Heated Seats', 'Sunroof'] })
      .thenClashes([{ field: 'features', base: x5.listed.features, mine: ['Heated Seats', 'Sunroof'], theirs: features }]);
  });

  it('treats imageUrl like any field: a resent main image keeps the one a reorder made; a new one clashes with it', () => {
    const reordered: CarEvent[] = [
      { type: 'CarImagesReordered', data: { imageIds: [2, 1, 3] } },
      { type: 'CarDetailsChanged', data: { imageUrl: second } },
    ];
    cars.given([...x5History, ...reordered]).basedOn(5).when({ ...x5Form, price: 59990, mileage: 68500 }).then([
      { type: 'CarDetailsChanged', data: { mileage: 68500 } },
    ]);
    cars
      .given([...x5History, ...reordered])
      .basedOn(5)
      .when({ imageUrl: '/media/elsewhere/1200.webp' })
      .thenClashes([{ field: 'imageUrl', base: x5.listed.imageUrl, mine: '/media/elsewhere/1200.webp', theirs: second }]);
  });
});

describe('rebase of a stale campervan change', () => {
  const campervans = rebaseSpec(campervanDecider, (changes: Partial<CampervanFields>) => ({ type: 'ChangeCampervan' as const, changes }));
  const hiace = CAMPERVAN_HISTORIES.hiaceSummerRates;
  const history = campervanHistoryEvents(hiace);

  it('keeps the daily price someone else set while the weekly price changes: the price event carries both', () => {
    const base = history.length;
    const dayRate: CampervanEvent = { type: 'CampervanPriceChanged', data: { pricePerDay: 149, pricePerWeek: 869 } };
    campervans.given([...history, dayRate]).basedOn(base).when({ ...hiace.listed, pricePerDay: 139, pricePerWeek: 899 }).then([
      { type: 'CampervanPriceChanged', data: { pricePerDay: 149, pricePerWeek: 899 } },
    ]);
  });
});

describe('rebase of plain fields (e-mail recipients)', () => {
  const owner = { email: 'owner@forecourt.co.nz', name: 'Owner' as string | null, isActive: true };

  it('clears a name with null, and treats a null the base already had as no edit', () => {
    expect(rebaseFields(owner, { ...owner, isActive: false }, { name: null, isActive: true })).toEqual({ changes: { name: null } });
    expect(rebaseFields({ ...owner, name: null }, { ...owner, name: 'Boss' }, { name: null })).toEqual({ changes: {} });
  });

  it('names a clash on the address', () => {
    expect(rebaseFields(owner, { ...owner, email: 'boss@forecourt.co.nz' }, { email: 'sales@forecourt.co.nz' })).toEqual({
      clashes: [{ field: 'email', base: 'owner@forecourt.co.nz', mine: 'sales@forecourt.co.nz', theirs: 'boss@forecourt.co.nz' }],
    });
  });
});

describe('which versions can be merged', () => {
  it('merges an older version the record had; the current one or none is no rebase; any other is a plain 409', () => {
    expect(staleBaseVersion(2, 5, {})).toBe(2);
    expect(staleBaseVersion(5, 5, {})).toBeUndefined();
    expect(staleBaseVersion(undefined, 5, {})).toBeUndefined();
    for (const version of [0, -1, 6]) {
      expect(() => staleBaseVersion(version, 5, { id: 1 })).toThrow('This record was changed by someone else. Reload it and try again.');
    }
  });
});
