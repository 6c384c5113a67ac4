// Which projection keeps the read tables of each kind of stream; the event store runs them inline.
import type { Projection } from './lib/event-store.ts';
import { carProjection } from './services/cars/cars.projection.ts';
import { campervanProjection } from './services/campervans/campervans.projection.ts';
import { catalogProjection } from './services/catalog/catalog.projection.ts';
import { recipientProjection } from './services/recipients/recipients.projection.ts';

export const projections: Record<string, Projection> = {
  car: carProjection,
  campervan: campervanProjection,
  brand: catalogProjection('brand'),
  'car-feature': catalogProjection('car-feature'),
  'campervan-feature': catalogProjection('campervan-feature'),
  recipient: recipientProjection,
};
