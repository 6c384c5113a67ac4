// Keeps a kind of vehicle's read tables (the vehicle row and its image rows) in step with its streams. Image
// positions stay 0, 1, 2 … in list order, exactly as the stream's evolve orders them.
import type { Knex } from 'knex';
import type { Projection, RecordedEvent, Replayer } from '../../lib/event-store.ts';
import { evolveImages, type ImageAddedData, type VehicleImage } from '@forecourt/domain/vehicles/vehicle-images';
import { toColumns, type VehicleReadModel } from './vehicle-read-model.ts';

export function vehicleProjection<F>(model: VehicleReadModel<F>): Projection {
  return Object.assign(projectEvent(model), { replayer: () => vehicleReplayer(model) });
}

function projectEvent<F>(model: VehicleReadModel<F>): Projection {
  return async (trx, event) => {
    const id = Number(event.streamId);
    const what = event.type.slice(model.prefix.length);
    const touched = { version: event.version, updated_at: event.recordedAt };
    switch (what) {
      case 'Listed':
        await trx(model.table).insert({ ...toColumns(model, event.data), id, ...touched, created_at: event.recordedAt });
        return;
      case 'Relisted': {
        // Back on the books as it was: the row returns with the fields restored and the time it was first listed.
        const listed = await trx('events').where({ stream_type: event.streamType, stream_id: event.streamId, version: 1 }).first('recorded_at');
        await trx(model.table).insert({ ...toColumns(model, event.data), id, ...touched, created_at: listed?.recorded_at ?? event.recordedAt });
        return;
      }
      case 'PriceChanged':
      case 'StatusChanged':
      case 'DetailsChanged':
        await trx(model.table).where({ id }).update({ ...toColumns(model, event.data), ...touched });
        return;
      case 'Delisted':
        // A delisted vehicle is gone from the read side, images and all; its history stays in the log.
        await trx(model.imageTable).where({ [model.ownerColumn]: id }).delete();
        await trx(model.table).where({ id }).delete();
        return;
      case 'ImageAdded':
      case 'ImageRemoved':
      case 'ImagesReordered':
        await projectImageEvent(trx, model, id, what, event);
        await trx(model.table).where({ id }).update(touched);
        return;
      case 'ConflictResolved':
      default:
        // A resolved clash changes no field (the values chosen come as their own events), but the row's version
        // follows its stream, as for any event of it.
        await trx(model.table).where({ id }).update(touched);
    }
  };
}

async function projectImageEvent<F>(trx: Knex.Transaction, model: VehicleReadModel<F>, ownerId: number, what: string, event: RecordedEvent) {
  const images = () => trx(model.imageTable).where({ [model.ownerColumn]: ownerId });
  if (what === 'ImageAdded') {
    const data = event.data as ImageAddedData;
    const row = await images().count('* as n').first();
    await trx(model.imageTable).insert({
      id: data.imageId,
      [model.ownerColumn]: ownerId,
      image_url: data.imageUrl,
      file_id: data.fileId,
      transform_type: data.transformType,
      transform_params: data.transformParams ? JSON.stringify(data.transformParams) : null,
      position: Number(row?.n ?? 0),
    });
  } else if (what === 'ImageRemoved') {
    const { imageId } = event.data as { imageId: number };
    const removed = await images().andWhere({ id: imageId }).first();
    if (!removed) return;
    await images().andWhere({ id: imageId }).delete();
    await images().andWhere('position', '>', removed.position).decrement('position', 1);
  } else if (what === 'ImagesReordered') {
    const { imageIds } = event.data as { imageIds: number[] };
    for (const [position, imageId] of imageIds.entries()) await images().andWhere({ id: imageId }).update({ position });
  }
}

type Row = Record<string, unknown>;

/**
 * The same read rows as the projection above, folded in memory for a rebuild: each vehicle's row and its images (in
 * list order, as evolveImages keeps them; positions 0, 1, 2 …), written in bulk at the end.
 */
function vehicleReplayer<F>(model: VehicleReadModel<F>): Replayer {
  const vehicles = new Map<number, { row?: Row; listedAt?: Date; images: VehicleImage[] }>();
  return {
    apply(event) {
      const id = Number(event.streamId);
      let vehicle = vehicles.get(id);
      if (!vehicle) vehicles.set(id, (vehicle = { images: [] }));
      if (event.version === 1) vehicle.listedAt = event.recordedAt;
      const touched = { version: event.version, updated_at: event.recordedAt };
      const touch = (fields: Row = {}) => {
        if (vehicle.row) vehicle.row = { ...vehicle.row, ...fields, ...touched };
      };
      switch (event.type.slice(model.prefix.length)) {
        case 'Listed':
          vehicle.row = { ...toColumns(model, event.data), id, ...touched, created_at: event.recordedAt };
          return;
        case 'Relisted':
          vehicle.row = { ...toColumns(model, event.data), id, ...touched, created_at: vehicle.listedAt ?? event.recordedAt };
          return;
        case 'PriceChanged':
        case 'StatusChanged':
        case 'DetailsChanged':
          touch(toColumns(model, event.data));
          return;
        case 'Delisted':
          vehicle.row = undefined;
          vehicle.images = [];
          return;
        case 'ImageAdded':
        case 'ImageRemoved':
        case 'ImagesReordered':
          vehicle.images = evolveImages(vehicle.images, event);
          touch();
          return;
        default:
          touch();
      }
    },
    async write(trx) {
      const rows = [...vehicles.values()].flatMap((vehicle) => (vehicle.row ? [vehicle.row] : []));
      const images = [...vehicles.entries()].flatMap(([ownerId, vehicle]) =>
        vehicle.images.map((image, position) => ({
          id: image.id,
          [model.ownerColumn]: ownerId,
          image_url: image.imageUrl,
          file_id: image.fileId,
          transform_type: image.transformType,
          transform_params: image.transformParams ? JSON.stringify(image.transformParams) : null,
          position,
        })),
      );
      for (let i = 0; i < rows.length; i += BULK_ROWS) await trx(model.table).insert(rows.slice(i, i + BULK_ROWS));
      for (let i = 0; i < images.length; i += BULK_ROWS) await trx(model.imageTable).insert(images.slice(i, i + BULK_ROWS));
    },
  };
}

/** Rows a bulk insert writes in one statement: well under PostgreSQL's 65,535 parameters at 20 columns. */
const BULK_ROWS = 500;
