// The owner's view of the event log (who changed what and when): the log itself, a vehicle's history with
// field-level changes, a vehicle as it stood at a moment, restoring an older version, and stock insight computed from
// the log. The API answers and the staff app reads exactly these shapes.
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { booleanFlag, id } from './fields.ts';

/** Every kind of stream the log holds. */
export const STREAM_TYPES = ['car', 'campervan', 'brand', 'car-feature', 'campervan-feature', 'recipient', 'user'] as const;
export type StreamType = (typeof STREAM_TYPES)[number];

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 500;

/** Who made a change, from where, and for a change made offline the device and the time on it. */
export interface AuditMetadata {
  actorId?: number;
  actorUsername?: string;
  requestId?: string;
  ip?: string;
  userAgent?: string;
  commandId?: string;
  deviceId?: string;
  /** ISO: when the change was made on the device (its sync time is the event's `recordedAt`). */
  deviceTime?: string;
  [key: string]: unknown;
}

/** One event of the log as GET /api/events gives it. */
export interface AuditEvent {
  position: number;
  streamType: string;
  /** The record's id as the API shows it. */
  streamId: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: AuditMetadata;
  /** ISO. */
  recordedAt: string;
  /** With `include=changes`: what the record is called ('2019 BMW 330i', a campervan's name, an e-mail address). */
  subject?: string;
  /** With `include=changes`: each field the event changed, before → after. */
  changes?: FieldChange[];
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** GET /api/events answer: newest first; `nextCursor` asks for the page after this one (null at the end). */
export interface AuditPage {
  items: AuditEvent[];
  nextCursor: string | null;
}

const isStorableYear = (ms: number) => !Number.isNaN(ms) && new Date(ms).getUTCFullYear() >= 1 && new Date(ms).getUTCFullYear() <= 9999;

const isoTime = (what: string) =>
  z
    .string({ error: `${what} must be an ISO date and time` })
    // Years 1 to 9999: JavaScript dates reach far further back than the database's timestamps do.
    .refine((value) => isStorableYear(Date.parse(value)), `${what} must be an ISO date and time`)
    .transform((value) => new Date(value));

/** GET /api/events query (also `format=csv`, or `Accept: text/csv`, for the same rows as CSV). */
export const auditQuerySchema = onFirstUse(() =>
  z.object({
    streamType: z.enum(STREAM_TYPES, { error: `streamType must be one of: ${STREAM_TYPES.join(', ')}` }).optional(),
    streamId: z.string().trim().min(1).max(100).optional(),
    actor: z.string().trim().min(1).max(100).optional(),
    type: z.string().trim().min(1).max(100).optional(),
    from: isoTime('from').optional(),
    to: isoTime('to').optional(),
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, 'cursor must be the nextCursor of an earlier page')
      .optional(),
    limit: z.coerce
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(AUDIT_PAGE_MAX, `limit must be at most ${AUDIT_PAGE_MAX}`)
      .default(AUDIT_PAGE_DEFAULT),
    include: z.enum(['changes'], { error: 'include must be changes' }).optional(),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
  }),
);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One entry of a vehicle's history (GET /api/cars/:id/history, /api/campervans/:id/history), newest first. */
export interface HistoryEntry {
  position: number;
  version: number;
  type: string;
  /** ISO: when the server recorded it (for a change made offline, its sync time). */
  recordedAt: string;
  actorId: number | null;
  actorUsername: string | null;
  /** For a change made offline: the device and the time on it. */
  device: { id: string; time: string | null } | null;
  /** Each field changed, before → after ('images' lists the image addresses in order). */
  changes: FieldChange[];
}

export interface VehicleHistory {
  streamType: 'car' | 'campervan';
  streamId: string;
  /** The version the vehicle is at now; whether it is on the books or deleted. */
  version: number;
  deleted: boolean;
  entries: HistoryEntry[];
}

/**
 * GET /api/cars/:id and /api/campervans/:id: with `asOf` (ISO) the vehicle as it stood at that moment, rebuilt from the
 * log (404 if it was not on the books then); without it the vehicle now.
 */
export const asOfQuerySchema = onFirstUse(() => z.object({ asOf: isoTime('asOf').optional() }));
export type AsOfQuery = z.infer<typeof asOfQuerySchema>;

/**
 * GET /api/cars and /api/campervans read from the log, for staff: with `asOf` (ISO) every vehicle on the books at
 * that moment, each as it stood then; with `removed=true` every vehicle taken off the books and not relisted, as it
 * stood just before, with when and by whom. Neither goes with the list's filters, nor with each other.
 */
export const yardQuerySchema = onFirstUse(() =>
  z
    .strictObject({ asOf: isoTime('asOf').optional(), removed: booleanFlag().optional() }, { error: 'asOf and removed go alone: no other filter with them' })
    .refine((query) => (query.asOf === undefined) !== (query.removed === undefined), 'Give either asOf or removed=true')
    .refine((query) => query.removed !== false, 'removed must be true'),
);
export type YardQuery = z.infer<typeof yardQuerySchema>;

/** A vehicle taken off the books (GET …?removed=true): as it stood just before, with when and by whom. */
export type RemovedVehicle<V> = V & { removedAt: string; removedBy: string | null };

/** POST /api/cars/:id/restore and /api/campervans/:id/restore: bring back the state of that version. */
export const restoreSchema = onFirstUse(() => z.object({ version: id('version') }));
export type RestoreRequest = z.infer<typeof restoreSchema>;

/** GET /api/insights/stock: computed from the log as of now. */
export interface StockInsight {
  /** Each car on sale (available or reserved) now. */
  onSale: { carId: number; name: string; listedAt: string; daysInStock: number; price: number; priceChanges: number }[];
  /** Mean days from listing to being marked sold, over every car sold; null before the first sale. */
  averageDaysToSale: number | null;
  /** Cars marked sold per calendar month (NZ time), oldest first, 'YYYY-MM', the last 12 months including empty ones. */
  soldPerMonth: { month: string; sold: number }[];
  /** Every car ever listed (deleted ones too): how often its price changed, first and latest price. */
  priceChanges: { carId: number; name: string; changes: number; firstPrice: number; latestPrice: number; deleted: boolean }[];
}
