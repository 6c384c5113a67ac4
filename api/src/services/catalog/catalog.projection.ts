// Keeps car_brands, car_features and campervan_features in step with the catalogue streams.
import type { Projection } from '../../lib/event-store.ts';
import type { CatalogKind, EntryAddedData } from '@forecourt/domain/catalog/catalog.events';

export const CATALOG_TABLES: Record<CatalogKind, string> = {
  brand: 'car_brands',
  'car-feature': 'car_features',
  'campervan-feature': 'campervan_features',
};

export const catalogProjection =
  (kind: CatalogKind): Projection =>
  async (trx, event) => {
    const table = CATALOG_TABLES[kind];
    if (event.type.endsWith('Added')) {
      const data = event.data as EntryAddedData;
      const row = kind === 'brand' ? { id: data.id, name: data.name } : { id: data.id, name: data.name, is_custom: data.isCustom ?? true };
      await trx(table).insert({ ...row, version: event.version });
    } else if (event.type.endsWith('Removed')) {
      await trx(table).where({ id: Number(event.streamId) }).delete();
    }
  };
