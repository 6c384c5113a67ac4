// Business constants and limits (SPEC §9), shared by the server, the public site and the staff app.

export const MIN_CAR_YEAR = 1900;
/** The newest model year a car may have: next calendar year. */
export const maxCarYear = (now: Date = new Date()): number => now.getFullYear() + 1;

export const MIN_BERTHS = 1;
export const MAX_BERTHS = 12;
export const MIN_DESCRIPTION_LENGTH = 10;
export const LIST_DESCRIPTION_LENGTH = 250;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_HINT = 'PNG, JPG or GIF (MAX. 5MB per file)';
/** Decoded pixels an upload may have (a guard against decompression bombs): 50 megapixels. */
export const UPLOAD_MAX_PIXELS = 50_000_000;

export const CAR_PAGE_SIZE = 6;
export const CAMPERVAN_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 100;
export const MOBILE_BREAKPOINT_PX = 768;

export const DASHBOARD_RECENT_ITEMS = 5;
export const DASHBOARD_RECENT_LOGINS = 5;

/** Sign-ins the login history gives when not asked for a number, and the most it gives at once. */
export const LOGIN_HISTORY_DEFAULT_LIMIT = 100;
export const LOGIN_HISTORY_MAX_LIMIT = 500;

export const CONTACT_MIN_FILL_MS = 3000;

/** The staff tablet's queued changes go to the server in batches (command-batch.ts has their schemas). */
export const COMMAND_BATCH_PATH = '/api/commands';
/** The most changes one batch may carry. */
export const MAX_BATCH_COMMANDS = 200;
/** The most bytes of JSON a batch may be (the server's limit for any JSON body). */
export const MAX_BATCH_BYTES = 1024 * 1024;

/** Image variants served for every upload (SPEC §9 transforms): width and quality. */
export const IMAGE_VARIANTS = [
  { name: 'thumb', width: 200, quality: 80 },
  { name: 'listing', width: 600, quality: 80 },
  { name: 'detail', width: 1200, quality: 85 },
] as const;

export interface PriceRange {
  value: string;
  label: string;
  min: number;
  /** Inclusive upper bound; absent for the open-ended range. */
  max?: number;
}

/** Car price ranges in NZ$, inclusive at both ends (SPEC §9). */
export const CAR_PRICE_RANGES: readonly PriceRange[] = [
  { value: '0-15000', label: '$0 - $15,000', min: 0, max: 15000 },
  { value: '15000-30000', label: '$15,000 - $30,000', min: 15000, max: 30000 },
  { value: '30000-60000', label: '$30,000 - $60,000', min: 30000, max: 60000 },
  { value: '60000-100000', label: '$60,000 - $100,000', min: 60000, max: 100000 },
  { value: '100000-999999', label: '100,000+', min: 100000, max: 999999 },
];

export const CAMPERVAN_BERTH_OPTIONS = [2, 4, 6] as const;

/** Campervan price-per-day ranges in NZ$ (SPEC §9); '300+' has a minimum only. */
export const CAMPERVAN_PRICE_RANGES: readonly PriceRange[] = [
  { value: '0-100', label: '$0 - $100', min: 0, max: 100 },
  { value: '100-200', label: '$100 - $200', min: 100, max: 200 },
  { value: '200-300', label: '$200 - $300', min: 200, max: 300 },
  { value: '300+', label: '$300+', min: 300 },
];

export const RENTAL_TERMS = {
  minimumDays: 3,
  securityDepositNzd: 500,
  kilometres: 'Unlimited kilometres',
  insurance: 'Insurance included',
  fuel: 'Full tank policy',
} as const;

/** Parses a price-range value ('15000-30000', '300+') into inclusive bounds. */
export function parsePriceRange(value: string): { min: number; max?: number } | undefined {
  // At most 9 digits an end: every price fits the database's integers, so a filter can never overflow one.
  const open = /^(\d{1,9})\+$/.exec(value);
  if (open) return { min: Number(open[1]) };
  const closed = /^(\d{1,9})-(\d{1,9})$/.exec(value);
  if (!closed) return undefined;
  const min = Number(closed[1]);
  const max = Number(closed[2]);
  return min <= max ? { min, max } : undefined;
}

/** A list card's description: cut to 250 characters plus '...' (SPEC §9). */
export const listDescription = (text: string): string =>
  text.length > LIST_DESCRIPTION_LENGTH ? `${text.slice(0, LIST_DESCRIPTION_LENGTH)}...` : text;
