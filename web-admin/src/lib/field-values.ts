// How a field's value reads to staff (NZD, km, yes/no, lists), on the Sync screen, the Activity feed and a vehicle's
// history; and a value typed into an Edit box, as the field holds it.
import { formatKm, formatNZD } from '@forecourt/contracts/money';

const PRICES = new Set(['price', 'pricePerDay', 'pricePerWeek', 'onRoadCosts']);
export const NUMERIC_FIELDS = new Set(['price', 'pricePerDay', 'pricePerWeek', 'year', 'mileage', 'berths']);

/** A field's value as staff read it: '$42,990', '61,000 km', 'Yes', 'Leather Seats, Sunroof', '3 photos', 'Sold'. */
export function fieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (PRICES.has(field) && typeof value === 'number') return formatNZD(value);
  if (field === 'mileage' && typeof value === 'number') return formatKm(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'images' && Array.isArray(value)) return value.length === 1 ? '1 photo' : `${value.length} photos`;
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'None';
  if (field === 'status' && typeof value === 'string') return value.charAt(0).toUpperCase() + value.slice(1);
  return String(value);
}

/** A value typed by a person, as the field holds it: a number for the numeric fields, a list for features. */
export function typedValue(field: string, text: string): unknown {
  if (NUMERIC_FIELDS.has(field)) return text.trim() === '' ? NaN : Number(text);
  if (field === 'features') return text.split(',').map((f) => f.trim()).filter(Boolean);
  return text;
}

/** The value as a person would type it into the Edit box. */
export function editText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  return value === null || value === undefined ? '' : String(value);
}
