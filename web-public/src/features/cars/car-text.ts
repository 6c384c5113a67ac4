// How a car is named on the cards and in the detail: one wording for both.
import type { Car } from '@forecourt/contracts/car';

/** '2019 BMW 330i M Sport'. */
export const carTitle = (car: Pick<Car, 'year' | 'brand' | 'model'>): string => `${car.year} ${car.brand} ${car.model}`;
