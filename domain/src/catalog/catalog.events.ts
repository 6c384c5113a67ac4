// Makes and features are catalogue entries: a name that is added and, for features, removed.
// One kind of stream per list: 'brand', 'car-feature', 'campervan-feature'.

export type CatalogKind = 'brand' | 'car-feature' | 'campervan-feature';

/** Event names per kind; they are stored and never change. */
export const CATALOG_EVENTS = {
  brand: { added: 'BrandAdded', removed: 'BrandRemoved' },
  'car-feature': { added: 'CarFeatureAdded', removed: 'CarFeatureRemoved' },
  'campervan-feature': { added: 'CampervanFeatureAdded', removed: 'CampervanFeatureRemoved' },
} as const;

export interface EntryAddedData {
  id: number;
  name: string;
  isCustom?: boolean;
}

export type CatalogEvent =
  | { type: 'BrandAdded' | 'CarFeatureAdded' | 'CampervanFeatureAdded'; data: EntryAddedData }
  | { type: 'BrandRemoved' | 'CarFeatureRemoved' | 'CampervanFeatureRemoved'; data: { id: number } };

export type EntryState =
  | { status: 'none' }
  | { status: 'listed'; id: number; name: string; isCustom: boolean }
  | { status: 'removed'; id: number; name: string };

export const initialEntry = (): EntryState => ({ status: 'none' });

export function evolveEntry(state: EntryState, event: CatalogEvent): EntryState {
  if (event.type.endsWith('Added')) {
    const data = event.data as EntryAddedData;
    return { status: 'listed', id: data.id, name: data.name, isCustom: data.isCustom ?? true };
  }
  if (state.status === 'listed') return { status: 'removed', id: state.id, name: state.name };
  return state;
}
