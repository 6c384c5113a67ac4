// How a car is named and summed up on the cards and in the detail: one wording for both.
import type { Car } from '@forecourt/contracts/car';
import { LIST_DESCRIPTION_LENGTH } from '@forecourt/contracts/limits';
import { CAR_STATUS_LABELS, type CarStatus } from '@forecourt/contracts/options';

/** '2019 BMW 330i M Sport'. */
export const carTitle = (car: Pick<Car, 'year' | 'brand' | 'model'>): string => `${car.year} ${car.brand} ${car.model}`;

export const statusLabel = (status: string): string => CAR_STATUS_LABELS[status as CarStatus] ?? status;

/** The badge class of a status (.badge-available, .badge-reserved, .badge-sold). */
export const statusBadge = (status: string): string => `badge badge-${status in CAR_STATUS_LABELS ? status : 'sold'}`;

/** A card's description: cut to 250 characters plus '...' (SPEC §9). */
export const cardDescription = (description: string): string =>
  description.length > LIST_DESCRIPTION_LENGTH ? `${description.slice(0, LIST_DESCRIPTION_LENGTH)}...` : description;
