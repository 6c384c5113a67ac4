// Which of the tablet's copies an address under /api reads, for laying the outbox over its answer. Apart from the
// overlay itself (overlay.ts), which runs the domain's rules and is loaded only when something is queued.
import type { CatalogKind } from '@forecourt/domain/catalog/catalog.events';
import type { ApiRow, VehicleKindName } from './rows.ts';

/** What an address reads: a list, a vehicle's record or its images. */
export type ReadTarget =
  | { kind: 'vehicles'; vehicle: VehicleKindName }
  | { kind: 'vehicle'; vehicle: VehicleKindName; id: number }
  | { kind: 'images'; vehicle: VehicleKindName; id: number }
  | { kind: 'catalog'; catalog: CatalogKind }
  | { kind: 'recipients' };

const LISTS: Record<string, ReadTarget> = {
  '/cars': { kind: 'vehicles', vehicle: 'car' },
  '/campervans': { kind: 'vehicles', vehicle: 'campervan' },
  '/car-brands': { kind: 'catalog', catalog: 'brand' },
  '/car-features': { kind: 'catalog', catalog: 'car-feature' },
  '/campervan-features': { kind: 'catalog', catalog: 'campervan-feature' },
  '/email-settings': { kind: 'recipients' },
};
const RECORDS: Record<string, VehicleKindName> = { cars: 'car', campervans: 'campervan' };
const IMAGES: Record<string, VehicleKindName> = { carImages: 'car', 'campervan-images': 'campervan' };

export function readTargetOf(url: string): ReadTarget | undefined {
  if (LISTS[url]) return LISTS[url];
  const [, list = '', id] = /^\/([A-Za-z-]+)\/(-?\d+)$/.exec(url) ?? [];
  if (id === undefined) return undefined;
  if (RECORDS[list]) return { kind: 'vehicle', vehicle: RECORDS[list], id: Number(id) };
  if (IMAGES[list]) return { kind: 'images', vehicle: IMAGES[list], id: Number(id) };
  return undefined;
}

/** The tablet's copies of the other reads a view needs: a vehicle's images for its list row, its record for its images. */
export interface Copies {
  record?: (vehicle: VehicleKindName, id: number) => ApiRow | undefined;
  images?: (vehicle: VehicleKindName, id: number) => ApiRow[] | undefined;
}

/** The addresses of those copies, so a caller can read them first. */
export const copyAddresses = (vehicle: VehicleKindName, id: number) => ({
  record: `/${vehicle === 'car' ? 'cars' : 'campervans'}/${id}`,
  images: `/${vehicle === 'car' ? 'carImages' : 'campervan-images'}/${id}`,
});
