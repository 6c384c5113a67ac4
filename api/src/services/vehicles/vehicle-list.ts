// The list calls of both kinds: newest first unless another order is asked for, filtered, and paged only when a
// page is asked for.
import type { Knex } from 'knex';
import type { Page } from '@forecourt/contracts';
import { toVehicle, type Vehicle, type VehicleReadModel } from './vehicle-read-model.ts';

export interface Paging {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Keeps rows whose `column` lies in [min, max], both ends included; a missing end is open. */
export function within(query: Knex.QueryBuilder, column: string, range: { min?: number | undefined; max?: number | undefined }) {
  if (range.min !== undefined) query.where(column, '>=', range.min);
  if (range.max !== undefined) query.where(column, '<=', range.max);
}

/** An order of a list: columns with their direction; the id, last, keeps pages stable where values tie. */
export type ListOrder = { column: string; order: 'asc' | 'desc' }[];
export const NEWEST_FIRST: ListOrder = [{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }];

/** Without `page` the whole (filtered) list, as the public site and staff screens read it; with it one page. */
export async function listVehicles<F>(
  db: Knex,
  model: VehicleReadModel<F>,
  filter: (query: Knex.QueryBuilder) => void,
  paging: Paging,
  defaultPageSize: number,
  order: ListOrder = NEWEST_FIRST,
): Promise<Vehicle<F>[] | Page<Vehicle<F>>> {
  const rows = () => db(model.table).modify(filter);
  if (paging.page === undefined) {
    return (await rows().orderBy(order)).map((row: Record<string, unknown>) => toVehicle(model, row));
  }
  const { page } = paging;
  const pageSize = paging.pageSize ?? defaultPageSize;
  const counted = await rows().count('* as n').first();
  const total = Number(counted?.n ?? 0);
  const items = await rows().orderBy(order).limit(pageSize).offset((page - 1) * pageSize);
  return {
    items: items.map((row: Record<string, unknown>) => toVehicle(model, row)),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
