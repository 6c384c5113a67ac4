// Keeps a kind of vehicle's read tables (the vehicle row and its image rows) equal to the domain's rows of its state.
// The rows come from one pure function (`vehicleRows`), so the live tables, the rebuild and the tablet cannot differ;
// this module only writes what differs between the rows before a command and after it.
import type { Knex } from 'knex';
import type { VehicleFields, VehicleState } from '@forecourt/domain/vehicles/vehicle-events';
import type { VehicleKind } from '@forecourt/domain/vehicles/vehicle-decisions';
import { vehicleRows, type VehicleImageRecord, type VehicleRecord, type VehicleRows } from '@forecourt/domain/vehicles/vehicle-rows';
import { vehicleEvolver } from '@forecourt/domain/vehicles/vehicle-events';
import type { Stamped, StateProjection } from '../../lib/event-store.ts';
import { toColumns, type VehicleReadModel } from './vehicle-read-model.ts';

type Row = Record<string, unknown>;

/** Bump when VehicleState changes shape: every kept vehicle state is then folded again from the log. */
const VEHICLE_STATE_SHAPE = 1;

export function vehicleProjection<P extends string, F extends VehicleFields, PK extends keyof F, K extends string>(
  model: VehicleReadModel<F, K>,
  kind: VehicleKind<P, F, PK, K>,
): StateProjection<VehicleState<F>> {
  const rowsOf = (stamped: Stamped<VehicleState<F>> | undefined) =>
    stamped &&
    vehicleRows(kind, stamped.state, { version: stamped.version, createdAt: stamped.createdAt.toISOString(), updatedAt: stamped.updatedAt.toISOString() });
  const vehicleRow = (record: VehicleRecord<F>): Row => ({
    ...toColumns(model, record),
    id: record.id,
    version: record.version,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  });
  const imageRow = (image: VehicleImageRecord<K>): Row => ({
    id: image.id,
    [model.ownerColumn]: image[model.ownerKey],
    image_url: image.imageUrl,
    file_id: image.fileId,
    transform_type: image.transformType,
    transform_params: image.transformParams ? JSON.stringify(image.transformParams) : null,
    position: image.position,
  });

  return {
    kind: 'state',
    fold: { initialState: () => ({ stage: 'none' }), evolve: vehicleEvolver<P, F, PK>(kind.prefix) as never },
    shape: VEHICLE_STATE_SHAPE,
    async write(trx, _streamId, before, after) {
      const was = rowsOf(before);
      const now = rowsOf(after);
      if (!now) {
        // A delisted vehicle is gone from the read side, images and all; its history stays in the log.
        if (was) {
          await trx(model.imageTable).where({ [model.ownerColumn]: was.record.id }).delete();
          await trx(model.table).where({ id: was.record.id }).delete();
        }
        return;
      }
      await writeVehicle(trx, model, was, now, vehicleRow);
      await writeImages(trx, model, was?.images ?? [], now.images, imageRow);
    },
    async writeAll(trx, streams) {
      const all = [...streams.values()].flatMap((stamped) => rowsOf(stamped) ?? []);
      const vehicles = all.map((rows) => vehicleRow(rows.record));
      const images = all.flatMap((rows) => rows.images.map(imageRow));
      for (let i = 0; i < vehicles.length; i += BULK_ROWS) await trx(model.table).insert(vehicles.slice(i, i + BULK_ROWS));
      for (let i = 0; i < images.length; i += BULK_ROWS) await trx(model.imageTable).insert(images.slice(i, i + BULK_ROWS));
    },
  };
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The vehicle's row: inserted when it appears (listed, relisted), else only the columns that differ. */
async function writeVehicle<F, K extends string>(
  trx: Knex.Transaction,
  model: VehicleReadModel<F, K>,
  was: VehicleRows<F, K> | undefined,
  now: VehicleRows<F, K>,
  vehicleRow: (record: VehicleRecord<F>) => Row,
) {
  const row = vehicleRow(now.record);
  if (!was) {
    await trx(model.table).insert(row);
    return;
  }
  const before = vehicleRow(was.record);
  const changed = Object.fromEntries(Object.entries(row).filter(([column, value]) => !same(value, before[column])));
  if (Object.keys(changed).length > 0) await trx(model.table).where({ id: now.record.id }).update(changed);
}

/** The image rows: those gone deleted, new ones inserted, the ones whose place (or picture) changed updated. */
async function writeImages<F, K extends string>(
  trx: Knex.Transaction,
  model: VehicleReadModel<F, K>,
  was: readonly VehicleImageRecord<K>[],
  now: readonly VehicleImageRecord<K>[],
  imageRow: (image: VehicleImageRecord<K>) => Row,
) {
  const nowIds = new Set(now.map((image) => image.id));
  const wasById = new Map(was.map((image) => [image.id, imageRow(image)]));
  const removed = was.filter((image) => !nowIds.has(image.id)).map((image) => image.id);
  if (removed.length) await trx(model.imageTable).whereIn('id', removed).delete();
  const added = now.filter((image) => !wasById.has(image.id)).map(imageRow);
  for (const image of now) {
    const before = wasById.get(image.id);
    if (!before) continue;
    const row = imageRow(image);
    const changed = Object.fromEntries(Object.entries(row).filter(([column, value]) => !same(value, before[column])));
    if (Object.keys(changed).length > 0) await trx(model.imageTable).where({ id: image.id }).update(changed);
  }
  if (added.length) await trx(model.imageTable).insert(added);
}

/** Rows a bulk insert writes in one statement: well under PostgreSQL's 65,535 parameters at 30 columns. */
const BULK_ROWS = 500;
