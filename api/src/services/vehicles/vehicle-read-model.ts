// How a kind of vehicle lives in its read tables and shows in answers: tables, columns, sequences, and the reads.
import type { Knex } from 'knex';
import type { VehicleImageRecord, VehicleRecord, VehicleShape } from '@forecourt/domain/vehicles/vehicle-rows';
import { notFound } from '../../lib/errors.ts';

export interface VehicleReadModel<F, K extends string = string> {
  streamType: string;
  /** The event prefix ('Car'); the projection reads each event by the part after it. */
  prefix: string;
  noun: string;
  table: string;
  imageTable: string;
  /** The image table's column naming the vehicle ('car_id'), and the answer's field for it ('carId'). */
  ownerColumn: string;
  ownerKey: K;
  sequence: string;
  imageSequence: string;
  /** The read-table column of every field, as SPEC §3 names the field. */
  columns: { [Key in keyof F]-?: string };
  /** Every field, in the schema's order (the domain's rows are made of these). */
  fieldKeys: readonly (keyof F & string)[];
}

/** A vehicle as the API shows it: its fields, id, stream version and times (the domain's rows of its state). */
export type Vehicle<F> = VehicleRecord<F>;

/** The column of a field: its name in snake case ('fuelType' → 'fuel_type'). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A kind's read model from its domain shape: every field of the schema gets its column by name, so a new field needs
 * only its migration here.
 */
export function vehicleReadModel<F, K extends string>(
  kind: VehicleShape<F, K> & { prefix: string; noun: string },
  tables: Pick<VehicleReadModel<F, K>, 'streamType' | 'table' | 'imageTable' | 'ownerColumn' | 'sequence' | 'imageSequence'>,
): VehicleReadModel<F, K> {
  const columns = Object.fromEntries(kind.fieldKeys.map((field) => [field, columnOf(field)])) as VehicleReadModel<F, K>['columns'];
  return { ...tables, prefix: kind.prefix, noun: kind.noun, ownerKey: kind.ownerKey, columns, fieldKeys: kind.fieldKeys };
}

/** An image as the API shows it (the domain's image rows). */
export type VehicleImageAnswer<K extends string> = VehicleImageRecord<K>;

type Row = Record<string, unknown>;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

export function toVehicle<F>(model: VehicleReadModel<F>, row: Row): Vehicle<F> {
  const fields = Object.fromEntries(Object.entries(model.columns).map(([field, column]) => [field, row[column as string]]));
  return {
    id: Number(row.id),
    ...(fields as F),
    version: Number(row.version),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The columns of the given fields; lists and objects go into jsonb as JSON text. */
export function toColumns<F>(model: VehicleReadModel<F>, fields: Partial<F> | Row): Row {
  const columns = model.columns as Record<string, string>;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([field, value]) => columns[field] !== undefined && value !== undefined)
      .map(([field, value]) => [columns[field], value !== null && typeof value === 'object' ? JSON.stringify(value) : value]),
  );
}

export function toImage<F, K extends string>(model: VehicleReadModel<F, K>, row: Row): VehicleImageAnswer<K> {
  return {
    id: Number(row.id),
    [model.ownerKey]: Number(row[model.ownerColumn]),
    imageUrl: row.image_url as string,
    fileId: (row.file_id as string | null) ?? null,
    transformType: (row.transform_type as string | null) ?? null,
    transformParams: (row.transform_params as Record<string, unknown> | null) ?? null,
    position: Number(row.position),
  } as VehicleImageAnswer<K>;
}

export async function readVehicle<F>(db: Knex, model: VehicleReadModel<F>, id: number): Promise<Vehicle<F> | undefined> {
  const row = await db(model.table).where({ id }).first();
  return row ? toVehicle(model, row) : undefined;
}

export async function requireVehicle<F>(db: Knex, model: VehicleReadModel<F>, id: number): Promise<Vehicle<F>> {
  const vehicle = await readVehicle(db, model, id);
  if (!vehicle) throw notFound(`${model.noun} not found`);
  return vehicle;
}

/** The images of a vehicle in order, main image first. */
export async function readImages<F, K extends string>(db: Knex, model: VehicleReadModel<F, K>, ownerId: number): Promise<VehicleImageAnswer<K>[]> {
  const rows: Row[] = await db(model.imageTable).where({ [model.ownerColumn]: ownerId }).orderBy('position');
  return rows.map((row) => toImage(model, row));
}

export async function requireImageAnswer<F, K extends string>(db: Knex, model: VehicleReadModel<F, K>, imageId: number): Promise<VehicleImageAnswer<K>> {
  const row = await db(model.imageTable).where({ id: imageId }).first();
  if (!row) throw notFound('Image not found');
  return toImage(model, row);
}
