// Makes and features: the catalogue the car and campervan forms pick from.
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { requiredText } from './fields.ts';

export const brandCreateSchema = onFirstUse(() => z.object({ name: requiredText('Brand name cannot be empty', 40) }));
export type BrandCreate = z.infer<typeof brandCreateSchema>;
export interface Brand {
  id: number;
  name: string;
  version: number;
}

export const featureCreateSchema = onFirstUse(() =>
  z.object({
    name: requiredText('Feature name cannot be empty', 60),
    isCustom: z.boolean({ error: 'isCustom must be true or false' }).default(true),
  }),
);
export type FeatureCreate = z.infer<typeof featureCreateSchema>;
export interface Feature {
  id: number;
  name: string;
  isCustom: boolean;
  version: number;
}
