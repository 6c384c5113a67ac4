// Cars and their images: entity shapes and request bodies with the exact messages of SPEC §5.
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { BODY_TYPES, CAR_STATUSES, FUEL_TYPES, TRANSMISSIONS } from './options.ts';
import { MIN_CAR_YEAR, MIN_DESCRIPTION_LENGTH, maxCarYear } from './limits.ts';
import { featureList, id, imageUrl, optionalText, requiredText, wholeNumber } from './fields.ts';
import { cinFields } from './cin-fields.ts';
import { carYardFields } from './car-yard-fields.ts';

const oneOf = (label: string, options: readonly string[]) =>
  z.enum(options as [string, ...string[]], { error: `${label} must be one of: ${options.join(', ')}` });

const carFields = onFirstUse(() => ({
  brand: requiredText('Brand is required', 50),
  model: requiredText('Model is required', 80),
  year: wholeNumber('Year must be a whole number')
    .pipe(z.number().min(MIN_CAR_YEAR, 'Year must be after 1900'))
    .refine((year) => year <= maxCarYear(), 'Year cannot be in the future'),
  description: z
    .string({ error: 'Description must be at least 10 characters' })
    .trim()
    .min(MIN_DESCRIPTION_LENGTH, 'Description must be at least 10 characters')
    .max(5000, 'Description must be at most 5000 characters'),
  price: wholeNumber('Price must be positive')
    .pipe(z.number().positive('Price must be positive').max(99_999_999, 'Price is too large')),
  transmission: oneOf('Transmission', TRANSMISSIONS),
  fuelType: oneOf('Fuel type', FUEL_TYPES),
  mileage: wholeNumber('Mileage cannot be negative')
    .pipe(z.number().min(0, 'Mileage cannot be negative').max(9_999_999, 'Mileage is too large')),
  bodyType: oneOf('Body type', BODY_TYPES),
  color: requiredText('Color is required', 40),
  imageUrl: imageUrl('Please upload an image for the car'),
  status: oneOf('Status', CAR_STATUSES),
  vehicleType: z.literal('car', { error: "Vehicle type must be 'car'" }),
  features: featureList(),
  // The Consumer Information Notice's own facts (cin.ts); each may be unknown (null) until staff fill it in.
  ...cinFields,
  // WoF and registration expiry, and the cost price (staff only): car-yard-fields.ts.
  ...carYardFields,
}));

/** POST /api/cars: every field required but status, vehicle type and features, which have defaults. */
export const carCreateSchema = onFirstUse(() =>
  z.object({
    ...carFields,
    status: carFields.status.default('available'),
    vehicleType: carFields.vehicleType.default('car'),
    features: carFields.features.default([]),
  }),
);

/** PUT /api/cars/:id: the fields to change (the staff form sends them all; an offline client may send a few). */
export const carUpdateSchema = onFirstUse(() => z.object(carFields).partial());

export type CarCreate = z.infer<typeof carCreateSchema>;
export type CarUpdate = z.infer<typeof carUpdateSchema>;
export type CarFields = CarCreate;

export interface Car extends CarCreate {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const transform = onFirstUse(() => ({
  transformType: optionalText(40),
  transformParams: z.record(z.string(), z.unknown()).nullish(),
}));

export const carImageCreateSchema = onFirstUse(() =>
  z.object({
    carId: id('Car id'),
    imageUrl: imageUrl('Please upload an image for the car'),
    fileId: optionalText(100),
    ...transform,
  }),
);
export type CarImageCreate = z.infer<typeof carImageCreateSchema>;

/** PUT /api/cars/:id/images/order: the image ids in their new order, main image first. */
export const imageOrderSchema = onFirstUse(() =>
  z.object({
    imageIds: z.array(id('Image id')).min(1, 'Give at least one image id'),
  }),
);

export interface CarImage {
  id: number;
  carId: number;
  imageUrl: string;
  fileId: string | null;
  transformType: string | null;
  transformParams: Record<string, unknown> | null;
  position: number;
}
