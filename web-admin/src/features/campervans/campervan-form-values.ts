// What the campervan form edits: what the contracts' campervan schema takes in (its input type, so the form, its
// fields and the resolver agree by type), with numbers as typed, so the schema gives SPEC §5's messages for an empty,
// negative or too large entry; the defaults of SPEC §3 for a new campervan, the fields of a saved one, and which
// fields differ between two versions (for a conflict).
import type { z } from 'zod';
import type { Campervan, campervanCreateSchema } from '@forecourt/contracts/campervan';
import { changedFieldLabels } from '../../lib/version-conflict.ts';
import { CAMPERVAN_FIELD_LABELS } from '../../lib/field-labels.ts';

export type CampervanFormValues = z.input<typeof campervanCreateSchema>;

/** SPEC §3: berths 2, Automatic, Diesel, prices 0, 0 km, available, no features. */
export const newCampervanValues = (): CampervanFormValues => ({
  name: '',
  description: '',
  pricePerDay: '0',
  pricePerWeek: '0',
  berths: '2',
  mileage: '0',
  transmission: 'Automatic',
  fuelType: 'Diesel',
  status: 'available',
  features: [],
  imageUrl: '',
});

export const savedCampervanValues = (van: Campervan): CampervanFormValues => ({
  name: van.name,
  description: van.description,
  pricePerDay: String(van.pricePerDay),
  pricePerWeek: String(van.pricePerWeek),
  berths: String(van.berths),
  mileage: String(van.mileage),
  transmission: van.transmission,
  fuelType: van.fuelType,
  status: van.status,
  features: van.features ?? [],
  imageUrl: van.imageUrl,
});


/** The labels of the fields whose values differ between two versions of a campervan. */
export const changedCampervanFields = (before: CampervanFormValues, after: CampervanFormValues): string[] =>
  changedFieldLabels(CAMPERVAN_FIELD_LABELS, before, after);
