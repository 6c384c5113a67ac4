// Random days on the yard: sequences of car commands (list, change, photos added, removed and reordered, deleted,
// restored, some refused), run through the services on a real database. After each, three readings of the same log
// must agree: the tables kept live, the domain's rows of each stream's folded events (what the tablet shows), and a
// rebuild from the log; and each stream's kept state must be its fold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { User } from '@forecourt/contracts';
import { foldStream } from '@forecourt/domain/decider';
import { carDecider } from '@forecourt/domain/cars/cars.decider';
import { CAR } from '@forecourt/domain/cars/cars.events';
import { vehicleRows } from '@forecourt/domain/vehicles/vehicle-rows';
import { useTestApp } from '../../../test/support/test-app.ts';
import { resetDatabase } from '../../../test/support/test-db.ts';
import { carBody } from '../../../test/support/vehicle-requests.ts';
import type { Caller } from '../../http/context.ts';
import { AppError } from '../../lib/errors.ts';
import { rebuildReadTables, snapshotReadTables } from '../../lib/read-tables.ts';
import { addCarImage, changeCar, delistCar, listCar, removeCarImage, reorderCarImages, restoreCar } from '../cars/cars.ts';
import { CARS } from '../cars/cars.projection.ts';
import { readImages, readVehicle } from './vehicle-read-model.ts';
import type { QueuedCarCommand } from '../../../../web-admin/src/lib/offline/queued-command.ts';
import { viewVehicle, type VehicleCopy } from '../../../../web-admin/src/lib/offline/vehicle-view.ts';

const t = useTestApp({ resetBetweenTests: false });

type Step =
  | { do: 'list'; status: 'available' | 'reserved' | 'sold' }
  | { do: 'change'; car: number; changes: { price?: number; status?: string; color?: string; mileage?: number; vin?: string | null } }
  | { do: 'addImage'; car: number; photo: number }
  | { do: 'removeImage'; car: number; nth: number }
  | { do: 'reorder'; car: number; seed: number }
  | { do: 'delist'; car: number }
  | { do: 'restore'; car: number; nth: number };

const car = fc.nat({ max: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ do: fc.constant('list' as const), status: fc.constantFrom('available' as const, 'reserved' as const, 'sold' as const) }),
  fc.record({
    do: fc.constant('change' as const),
    car,
    changes: fc.record(
      {
        price: fc.integer({ min: 1000, max: 200_000 }),
        status: fc.constantFrom('available', 'reserved', 'sold', 'scrapped'),
        color: fc.constantFrom('Alpine White', 'Carbon Black', ''),
        mileage: fc.integer({ min: 0, max: 400_000 }),
        // Taking the VIN away is refused for a car on sale (the notice rule) and allowed otherwise.
        vin: fc.constantFrom(null, 'WBA5R12000FH61837'),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ do: fc.constant('addImage' as const), car, photo: fc.nat({ max: 5 }) }),
  fc.record({ do: fc.constant('removeImage' as const), car, nth: fc.nat({ max: 4 }) }),
  fc.record({ do: fc.constant('reorder' as const), car, seed: fc.nat() }),
  fc.record({ do: fc.constant('delist' as const), car }),
  fc.record({ do: fc.constant('restore' as const), car, nth: fc.nat({ max: 12 }) }),
);

/**
 * Runs one step; a refusal (bad input, unknown car, the notice rule) is part of the day and must write nothing.
 * Answers the car it acted on and, when the server took it, the command a tablet would have queued for it
 * ('restore' when it was a restore, which a tablet cannot queue).
 */
async function run(step: Step, ids: number[], caller: Caller): Promise<{ id: number; queued?: QueuedCarCommand | 'restore' }> {
  const deps = t().deps;
  const id = 'car' in step ? ids[step.car % Math.max(ids.length, 1)] ?? 999 : 0;
  try {
    switch (step.do) {
      case 'list': {
        const listed = await listCar(deps, carBody({ status: step.status }), caller);
        ids.push(listed.id);
        return { id: listed.id };
      }
      case 'change':
        await changeCar(deps, id, step.changes, caller);
        return { id, queued: { type: 'ChangeCar', changes: step.changes } };
      case 'addImage': {
        const image = { imageUrl: `/media/photo-${step.photo}/1200.webp`, fileId: `photo-${step.photo}` };
        const added = await addCarImage(deps, { carId: id, ...image }, caller);
        return { id, queued: { type: 'AddCarImage', image: { id: added.id, ...image, transformType: null, transformParams: null } } };
      }
      case 'removeImage': {
        const images = await readImages(deps.db, CARS, id);
        const imageId = images[step.nth % Math.max(images.length, 1)]?.id ?? 999_999;
        await removeCarImage(deps, imageId, caller);
        return { id, queued: { type: 'RemoveCarImage', imageId } };
      }
      case 'reorder': {
        const images = await readImages(deps.db, CARS, id);
        const order = [...images].sort((a, b) => ((a.id * 7919 + step.seed) % 97) - ((b.id * 7919 + step.seed) % 97)).map((image) => image.id);
        const imageIds = order.length ? order : [1];
        await reorderCarImages(deps, id, { imageIds }, caller);
        return { id, queued: { type: 'ReorderCarImages', imageIds } };
      }
      case 'delist':
        await delistCar(deps, id, caller);
        return { id, queued: { type: 'DelistCar' } };
      case 'restore':
        await restoreCar(deps, id, { version: step.nth + 1 }, caller);
        return { id, queued: 'restore' };
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return { id };
}

/** What the tablet has of a car: its record and images as the server last answered them. */
async function copyOf(id: number): Promise<VehicleCopy> {
  const record = await readVehicle(t().deps.db, CARS, id);
  return record ? { record: record as never, images: (await readImages(t().deps.db, CARS, id)) as never } : {};
}

/** A car's fields and images as shown, without what only the server knows (its version and times) or marks. */
function shown(record: Record<string, unknown> | undefined, images: readonly Record<string, unknown>[]) {
  if (!record) return undefined;
  const { version: _v, createdAt: _c, updatedAt: _u, pendingSync: _p, ...fields } = record;
  return { fields, images: images.map(({ pendingSync: _mark, ...image }) => image) };
}

/** What the domain alone says each car stream's rows are: its events folded, then `vehicleRows`. */
async function rowsFromTheLog(ids: readonly number[]) {
  const rows = new Map<number, unknown>();
  for (const id of ids) {
    const history = await t().deps.store.readStream('car', id);
    const last = history.at(-1);
    if (!last) continue;
    const stamp = { version: last.version, createdAt: history[0]!.recordedAt.toISOString(), updatedAt: last.recordedAt.toISOString() };
    rows.set(id, vehicleRows(CAR, foldStream(carDecider, history), stamp));
  }
  return rows;
}

async function rowsInTheTables(ids: readonly number[]) {
  const rows = new Map<number, unknown>();
  for (const id of ids) {
    const record = await readVehicle(t().deps.db, CARS, id);
    rows.set(id, record ? { record, images: await readImages(t().deps.db, CARS, id) } : undefined);
  }
  return rows;
}

describe('random command sequences on car streams', () => {
  it('leave the live tables, the domain rows of the log, the kept states and a rebuild in agreement', async () => {
    const { user } = await t().signedIn('user');
    const caller: Caller = { user: user as User, metadata: { actorId: user.id, actorUsername: user.username } };
    let sequences = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 18 }), async (steps) => {
        await resetDatabase(t().deps.db);
        t().deps.readCache.invalidate(['*']);
        const ids: number[] = [];
        // Every day starts with two cars on the yard, the first with three photos, so photo steps have work to do.
        const opening: Step[] = [
          { do: 'list', status: 'available' },
          { do: 'list', status: 'reserved' },
          ...[0, 1, 2].map((photo): Step => ({ do: 'addImage', car: 0, photo })),
        ];
        for (const s of opening) await run(s, ids, caller);
        // A tablet takes its copy of the first car now and queues, offline, each command the server then took on it.
        const first = ids[0]!;
        let copy = await copyOf(first);
        let queue: QueuedCarCommand[] = [];
        for (const s of steps) {
          const { id, queued } = await run(s, ids, caller);
          if (id !== first || !queued) continue;
          if (queued === 'restore') {
            copy = await copyOf(first);
            queue = [];
          } else queue.push(queued);
        }
        const entries = queue.map((command) => ({ stream: 'car' as const, streamId: first, command, deviceTime: new Date().toISOString() }));
        const tablet = viewVehicle('car', first, copy, entries);
        const server = await copyOf(first);
        const onTablet = tablet ? (tablet.gone ? undefined : shown(tablet.record, tablet.images)) : shown(copy.record, copy.images ?? []);
        expect(onTablet, 'the tablet shows the first car as the server has it').toEqual(shown(server.record, server.images ?? []));

        const live = await rowsInTheTables(ids);
        expect(live).toEqual(await rowsFromTheLog(ids));

        const kept = await t().deps.db('stream_states').where({ stream_type: 'car' });
        for (const row of kept) {
          expect(row.state, `kept state of car ${row.stream_id}`).toEqual(foldStream(carDecider, await t().deps.store.readStream('car', row.stream_id)));
        }

        const tables = await snapshotReadTables(t().deps.db);
        await rebuildReadTables(t().deps.store);
        expect(await snapshotReadTables(t().deps.db)).toEqual(tables);
        sequences += 1;
      }),
      { numRuns: 15 },
    );
    expect(sequences).toBeGreaterThanOrEqual(15);
  }, 600_000);
});

