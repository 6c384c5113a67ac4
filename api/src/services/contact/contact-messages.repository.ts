// contact_messages, an ordinary table: every real enquiry is kept here with its delivery state, sent or not.
import type { ContactDeliveryState, ContactMessage, EnquiryIntent, EnquiryVehicleKind } from '@forecourt/contracts';
import { campervanPath, carEnquiryName, carPath } from '@forecourt/contracts';
import type { Knex } from 'knex';

export const CONTACT_TABLE = 'contact_messages';

export interface ContactRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactDeliveryState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  message_id: string | null;
  created_at: Date;
  sent_at: Date | null;
  /** The vehicle an enquiry is about (all null for a general one): see migration 0008. */
  vehicle_kind: EnquiryVehicleKind | null;
  vehicle_id: number | null;
  vehicle_name: string | null;
  vehicle_url: string | null;
  intent: EnquiryIntent | null;
  /** 'YYYY-MM-DD'. */
  preferred_date: string | null;
}

export type NewContactRow = Pick<ContactRow, 'name' | 'email' | 'phone' | 'subject' | 'message' | 'ip_address' | 'user_agent'> &
  Partial<Pick<ContactRow, 'vehicle_kind' | 'vehicle_id' | 'vehicle_name' | 'vehicle_url' | 'intent' | 'preferred_date'>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toContactMessage = (row: ContactRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  // Only a message still on its way has a next try.
  nextAttemptAt: row.status === 'sent' || row.status === 'failed' ? null : iso(row.next_attempt_at),
  createdAt: iso(row.created_at)!,
  sentAt: iso(row.sent_at),
  vehicle:
    row.vehicle_kind && row.vehicle_id !== null
      ? { kind: row.vehicle_kind, id: row.vehicle_id, name: row.vehicle_name ?? '', url: row.vehicle_url ?? '' }
      : null,
  intent: row.intent,
  preferredDate: row.preferred_date,
});

/** The name and public address (path) of a listed vehicle (a car by year, make and model; a campervan by name), or undefined. */
export async function findEnquiryVehicle(db: Knex, kind: EnquiryVehicleKind, id: number): Promise<{ name: string; path: string } | undefined> {
  if (kind === 'car') {
    const car = await db('cars').where({ id }).first<{ id: number; year: number; brand: string; model: string } | undefined>('id', 'year', 'brand', 'model');
    return car && { name: carEnquiryName(car), path: carPath(car) };
  }
  const campervan = await db('campervans').where({ id }).first<{ id: number; name: string; berths: number } | undefined>('id', 'name', 'berths');
  return campervan && { name: campervan.name, path: campervanPath(campervan) };
}

/** Stores a new enquiry as pending and due at once. */
export async function insertContactMessage(db: Knex, fields: NewContactRow, now: Date): Promise<ContactRow> {
  const [row] = await db<ContactRow>(CONTACT_TABLE)
    .insert({ ...fields, status: 'pending', attempts: 0, next_attempt_at: now, created_at: now })
    .returning('*');
  return row as ContactRow;
}

export async function findContactMessage(db: Knex, id: number): Promise<ContactRow | undefined> {
  return db<ContactRow>(CONTACT_TABLE).where({ id }).first();
}

/** Newest first. */
export async function listContactRows(db: Knex): Promise<ContactRow[]> {
  return db<ContactRow>(CONTACT_TABLE).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
}

export async function updateContactMessage(db: Knex, id: number, fields: Partial<ContactRow>): Promise<void> {
  await db<ContactRow>(CONTACT_TABLE).where({ id }).update(fields);
}
