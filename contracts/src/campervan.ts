// Campervans and their images: entity shapes and request bodies with the exact messages of SPEC §5.
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { CAMPERVAN_FUEL_TYPES, CAMPERVAN_STATUSES, CAMPERVAN_TRANSMISSIONS } from './options.ts';
import { MAX_BERTHS, MIN_BERTHS } from './limits.ts';
import { featureList, id, imageUrl, optionalText, requiredText, wholeNumber } from './fields.ts';

const oneOf = (label: string, options: readonly string[]) =>
  z.enum(options as [string, ...string[]], { error: `${label} must be one of: ${options.join(', ')}` });

const campervanFields = onFirstUse(() => ({
  name: requiredText('Name is required', 100),
  description: requiredText('Description is required', 5000),
  pricePerDay: wholeNumber('Daily price must be at least 1')
    .pipe(z.number().min(1, 'Daily price must be at least 1').max(100_000, 'Daily price is too large')),
  pricePerWeek: wholeNumber('Weekly price must be at least 1')
    .pipe(z.number().min(1, 'Weekly price must be at least 1').max(700_000, 'Weekly price is too large')),
  berths: wholeNumber('Number of berths must be at least 1')
    .pipe(z.number().min(MIN_BERTHS, 'Number of berths must be at least 1').max(MAX_BERTHS, 'Maximum berths is 12')),
  transmission: oneOf('Transmission', CAMPERVAN_TRANSMISSIONS),
  fuelType: oneOf('Fuel type', CAMPERVAN_FUEL_TYPES),
  mileage: wholeNumber('Mileage cannot be negative')
    .pipe(z.number().min(0, 'Mileage cannot be negative').max(9_999_999, 'Mileage is too large')),
  features: featureList().pipe(z.array(z.string()).min(1, 'At least one feature is required')),
  imageUrl: imageUrl('Image URL is required'),
  status: oneOf('Status', CAMPERVAN_STATUSES),
}));

export const campervanCreateSchema = onFirstUse(() =>
  z.object({
    ...campervanFields,
    status: campervanFields.status.default('available'),
  }),
);
export const campervanUpdateSchema = onFirstUse(() => z.object(campervanFields).partial());

export type CampervanCreate = z.infer<typeof campervanCreateSchema>;
export type CampervanUpdate = z.infer<typeof campervanUpdateSchema>;

export interface Campervan extends CampervanCreate {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const transform = onFirstUse(() => ({
  transformType: optionalText(40),
  transformParams: z.record(z.string(), z.unknown()).nullish(),
}));

export const campervanImageCreateSchema = onFirstUse(() =>
  z.object({
    campervanId: id('Campervan id'),
    imageUrl: imageUrl('Image URL is required'),
    fileId: optionalText(100),
    ...transform,
  }),
);
export type CampervanImageCreate = z.infer<typeof campervanImageCreateSchema>;

/** One image of the batch save: new ones are added, deleted saved ones removed, the rest kept in this order. */
export const campervanImageBatchItemSchema = onFirstUse(() =>
  z.object({
    id: z.preprocess((v) => (v === undefined || v === null ? 0 : v), wholeNumber('Image id must be a whole number')),
    /** The form may not know the campervan of an image uploaded before the campervan was saved (0 or null). */
    campervanId: z.preprocess((v) => (v === 0 || v === null ? undefined : v), id('Campervan id').optional()),
    imageUrl: imageUrl('Image URL is required'),
    fileId: optionalText(100),
    isNew: z.boolean().default(false),
    isDeleted: z.boolean().default(false),
    ...transform,
  }),
);

/** PUT /api/campervans/:id/images: the whole image list as the form holds it. */
export const campervanImageBatchSchema = onFirstUse(() =>
  z.object({
    campervanId: id('Campervan id').optional(),
    images: z.array(campervanImageBatchItemSchema).max(40, 'At most 40 images per campervan'),
  }),
);
export type CampervanImageBatch = z.infer<typeof campervanImageBatchSchema>;

export interface CampervanImage {
  id: number;
  campervanId: number;
  imageUrl: string;
  fileId: string | null;
  transformType: string | null;
  transformParams: Record<string, unknown> | null;
  position: number;
}
