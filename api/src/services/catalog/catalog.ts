// Makes and features: list, add (names unique ignoring case), remove. One service for the three lists.
import type { Brand, Feature } from '@forecourt/contracts';
import { brandCreateSchema, featureCreateSchema } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireAdmin, requireUser } from '../../lib/auth/authorize.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { catalogDecider } from '@forecourt/domain/catalog/catalog.decider';
import type { CatalogKind } from '@forecourt/domain/catalog/catalog.events';
import { CATALOG_TABLES } from './catalog.projection.ts';

type Entry = Brand | Feature;

const SEQUENCES: Record<CatalogKind, string> = {
  brand: 'brand_id_seq',
  'car-feature': 'car_feature_id_seq',
  'campervan-feature': 'campervan_feature_id_seq',
};

const DUPLICATE: Record<CatalogKind, string> = {
  brand: 'That make already exists',
  'car-feature': 'That feature already exists',
  'campervan-feature': 'That feature already exists',
};

/** Campervan lists are changed by administrators; car lists by any signed-in user (SPEC §6). */
const authorize = (kind: CatalogKind, caller: Caller) =>
  kind === 'campervan-feature' ? requireAdmin(caller.user) : requireUser(caller.user);

interface EntryRow {
  id: number;
  name: string;
  is_custom?: boolean;
  version: number;
}

const toEntry = (kind: CatalogKind, row: EntryRow): Entry =>
  kind === 'brand'
    ? { id: row.id, name: row.name, version: row.version }
    : { id: row.id, name: row.name, isCustom: row.is_custom ?? true, version: row.version };

export async function listEntries(deps: Deps, kind: CatalogKind): Promise<Entry[]> {
  const rows: EntryRow[] = await deps.db(CATALOG_TABLES[kind]).orderByRaw('lower(name)');
  return rows.map((row) => toEntry(kind, row));
}

export async function addEntry(deps: Deps, kind: CatalogKind, input: unknown, caller: Caller, at?: Date): Promise<Entry> {
  authorize(kind, caller);
  const { name, isCustom } =
    kind === 'brand' ? { ...parse(brandCreateSchema, input), isCustom: true } : parse(featureCreateSchema, input);
  return deps.store.transact(async (tx) => {
    const existing = await tx.trx(CATALOG_TABLES[kind]).whereRaw('lower(name) = lower(?)', [name]).first();
    if (existing) throw conflict(DUPLICATE[kind], { issues: [{ path: 'name', message: DUPLICATE[kind] }] });
    const id = await tx.nextId(SEQUENCES[kind]);
    const { version } = await tx.handle({
      streamType: kind,
      streamId: id,
      decider: catalogDecider(kind),
      command: { type: 'AddEntry', id, name, isCustom },
      metadata: caller.metadata,
      ...(at ? { recordedAt: at } : {}),
    });
    return toEntry(kind, { id, name, is_custom: isCustom, version });
  });
}

export async function removeEntry(deps: Deps, kind: CatalogKind, id: number, caller: Caller): Promise<void> {
  authorize(kind, caller);
  const exists = await deps.db(CATALOG_TABLES[kind]).where({ id }).first();
  if (!exists) throw notFound(kind === 'brand' ? 'Brand not found' : 'Feature not found');
  await deps.store.handle({
    streamType: kind,
    streamId: id,
    decider: catalogDecider(kind),
    command: { type: 'RemoveEntry' },
    metadata: caller.metadata,
  });
}
