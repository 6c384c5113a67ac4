// An enquiry about one vehicle: which one (a car or a campervan), what the visitor wants (a question, a test drive,
// a booking) and, for a test drive or a booking, the day they would like. Shared by the contact page, the server, the
// staff mail and the Messages screen. No zod here, so the public site stays light.

export const ENQUIRY_VEHICLE_KINDS = ['car', 'campervan'] as const;
export type EnquiryVehicleKind = (typeof ENQUIRY_VEHICLE_KINDS)[number];

/** question: 'Contact Seller' / 'Ask a Question'; test-drive: 'Schedule Test Drive' (cars); booking: 'Book Now' (campervans). */
export const ENQUIRY_INTENTS = ['question', 'test-drive', 'booking'] as const;
export type EnquiryIntent = (typeof ENQUIRY_INTENTS)[number];

/** The intents each kind of vehicle takes. */
export const INTENTS_OF: Record<EnquiryVehicleKind, readonly EnquiryIntent[]> = {
  car: ['question', 'test-drive'],
  campervan: ['question', 'booking'],
};

/** The intents that come with a preferred day. */
export const DATED_INTENTS: readonly EnquiryIntent[] = ['test-drive', 'booking'];

/** How far ahead a preferred day may be. */
export const PREFERRED_DAY_MAX_DAYS_AHEAD = 366;

export const INTENT_TEXT: Record<EnquiryIntent, string> = {
  question: 'question',
  'test-drive': 'test drive',
  booking: 'booking',
};

/** The label of the preferred-day field, and of the day in the mail and on the Messages screen. */
export const PREFERRED_DAY_LABEL: Record<EnquiryIntent, string> = {
  question: 'Preferred day',
  'test-drive': 'Preferred day for the test drive',
  booking: 'Preferred pick-up day',
};

export const PREFERRED_DAY_PAST = 'Preferred day cannot be in the past';
export const PREFERRED_DAY_TOO_FAR = 'Preferred day must be within a year';

/** The vehicle an enquiry is about, as stored with it. */
export interface EnquiryVehicle {
  kind: EnquiryVehicleKind;
  id: number;
  /** Its name when the enquiry was sent ('2019 BMW 330i', 'Kea 4 berth'): kept even if the vehicle goes. */
  name: string;
  /** Its public page when the enquiry was sent. */
  url: string;
}

/** '2019 BMW 330i — test drive': the subject the contact page suggests. */
export const enquirySubject = (vehicleName: string, intent: EnquiryIntent): string => `${vehicleName} — ${INTENT_TEXT[intent]}`;

/** The name of a car in enquiries: '2019 BMW 330i'. */
export const carEnquiryName = (car: { year: number; brand: string; model: string }): string => `${car.year} ${car.brand} ${car.model}`;

/** Today's date in New Zealand, 'YYYY-MM-DD' (the dealership's day, wherever the server or the visitor is). */
export const nzToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** 'YYYY-MM-DD' plus `days`. */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Whether `text` is a real calendar day written 'YYYY-MM-DD'. */
export const isCalendarDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** 'Saturday, 28 November 2026'. */
export const formatPreferredDay = (day: string): string =>
  new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

/** The contact page's address for an enquiry about a vehicle: '/contact?car=12&intent=test-drive'. */
export const enquiryHref = (kind: EnquiryVehicleKind, id: number, intent: EnquiryIntent): string => `/contact?${kind}=${id}&intent=${intent}`;

/** What the contact page's address says the enquiry is about ('?car=12&intent=test-drive'), or undefined. */
export function readEnquiryTarget(search: string): { kind: EnquiryVehicleKind; id: number; intent: EnquiryIntent } | undefined {
  const params = new URLSearchParams(search);
  for (const kind of ENQUIRY_VEHICLE_KINDS) {
    const raw = params.get(kind);
    if (raw === null || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) continue;
    const asked = params.get('intent') as EnquiryIntent | null;
    const intent = asked !== null && INTENTS_OF[kind].includes(asked) ? asked : 'question';
    return { kind, id: Number(raw), intent };
  }
  return undefined;
}
