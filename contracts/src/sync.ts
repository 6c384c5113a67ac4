// Offline sync: how a change based on an old version that clashes is answered (409), and how the person's choice
// for each clashing field is sent back to be recorded. The staff app's outbox reads and writes exactly these.
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { id } from './fields.ts';

/** One field changed on both sides to different values since the version the change was based on. */
export interface FieldClash {
  field: string;
  /** The value at the version the change was based on. */
  base: unknown;
  /** The value the change asked for. */
  mine: unknown;
  /** The value someone else gave it meanwhile (the current value). */
  theirs: unknown;
}

/**
 * The 409 answer to a change based on an old version. Without `clashes` the version was one the record never had
 * (or a call that is never merged); with them the change clashed field by field and nothing was written.
 */
export interface ConflictBody<T = unknown> {
  error: string;
  currentVersion: number;
  /** The record as the API shows it now. */
  current: T;
  baseVersion?: number;
  clashes?: FieldClash[];
}

export const RESOLUTION_CHOICES = ['mine', 'theirs', 'edited'] as const;
export type ResolutionChoice = (typeof RESOLUTION_CHOICES)[number];

/** JSON has no undefined: a key left out is a value not given. */
const given = (message: string) => z.unknown().refine((value) => value !== undefined, message);

export const resolvedFieldSchema = onFirstUse(() =>
  z.object({
    field: z.string({ error: 'Name the field resolved' }).trim().min(1, 'Name the field resolved'),
    base: given('Give the value the field had at the base version'),
    mine: given('Give the value of your change'),
    theirs: given('Give the value someone else gave the field'),
    chosen: z.enum(RESOLUTION_CHOICES, { error: 'chosen must be one of: mine, theirs, edited' }),
    /** The value kept: mine, theirs, or one the person typed (validated like the same field in a PUT). */
    value: given('Give the value chosen'),
  }),
);

/** POST /api/cars/:id/conflict-resolutions and /api/campervans/:id/conflict-resolutions (with If-Match). */
export const conflictResolutionSchema = onFirstUse(() =>
  z.object({
    /** The id of the queued change that clashed (its Idempotency-Key). */
    commandId: z
      .string({ error: 'commandId must name the change that clashed' })
      .trim()
      .min(1, 'commandId must name the change that clashed')
      .max(200, 'commandId must be at most 200 characters'),
    baseVersion: id('baseVersion'),
    fields: z
      .array(resolvedFieldSchema, { error: 'fields must be a list of resolved fields' })
      .min(1, 'Give at least one resolved field')
      .max(60, 'At most 60 resolved fields'),
  }),
);

export type ResolvedField = z.infer<typeof resolvedFieldSchema>;
export type ConflictResolution = z.infer<typeof conflictResolutionSchema>;
