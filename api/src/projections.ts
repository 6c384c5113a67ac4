// What keeps the read tables of each kind of stream: the vehicles' rows are a function of their state, the others
// follow event by event. The event store runs them inline.
import { carUpcasters } from '@forecourt/domain/cars/cars.upcasters';
import type { ReadModel, Upcaster } from './lib/event-store.ts';
import { carProjection } from './services/cars/cars.projection.ts';
import { campervanProjection } from './services/campervans/campervans.projection.ts';
import { catalogProjection } from './services/catalog/catalog.projection.ts';
import { recipientProjection } from './services/recipients/recipients.projection.ts';

export const projections: Record<string, ReadModel> = {
  car: carProjection,
  campervan: campervanProjection,
  brand: catalogProjection('brand'),
  'car-feature': catalogProjection('car-feature'),
  'campervan-feature': catalogProjection('campervan-feature'),
  recipient: recipientProjection,
};

/** How events stored in an older shape read as the current one, by event type. */
export const upcasters: Record<string, Upcaster> = { ...carUpcasters };
