// Date formats of the staff screens, in the dealership's time as the browser shows it. They are written here, not by
// Intl.DateTimeFormat: a page's first Intl object loads the locale's data from ICU, 80–240 ms of the throttled tablet's
// CPU, and a date is on the first screen of most staff screens. Each is Intl's en-NZ output to the character
// (dates.unit.spec.ts holds them against Intl.DateTimeFormat for dates across a century), and an invalid date is ''.

const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');
const DAY_NAMES = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
/** A month as the SPEC's 'MMM' writes it (the dashboard's Recent Logins): 'Sep'. */
const mmm = (date: Date) => MONTH_NAMES[date.getMonth()]!.slice(0, 3);
/** …and as New Zealand English abbreviates it: 'Sept'. */
const shortMonth = (date: Date) => (date.getMonth() === 8 ? 'Sept' : mmm(date));
const two = (n: number) => String(n).padStart(2, '0');

/** A date from what the caller holds, or null when it names no moment. */
const dateOf = (value: string | number | Date): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};
const written = (write: (date: Date) => string) => (value: string | number | Date): string => {
  const date = dateOf(value);
  return date ? write(date) : '';
};

/** '3:04 pm', '12:04:05 am': the twelve-hour clock en-NZ writes. */
const clock = (date: Date, seconds = false) =>
  `${date.getHours() % 12 || 12}:${two(date.getMinutes())}${seconds ? `:${two(date.getSeconds())}` : ''} ${date.getHours() < 12 ? 'am' : 'pm'}`;
const dayAndMonth = (date: Date) => `${date.getDate()} ${shortMonth(date)}`;
const dayMonthAndYear = (date: Date) => `${dayAndMonth(date)} ${date.getFullYear()}`;
const fullDate = (date: Date) => `${DAY_NAMES[date.getDay()]}, ${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;

/** 'MMM d, yyyy - HH:mm', as the dashboard's Recent Logins show it (SPEC §2): 'Nov 22, 2026 - 17:58'. */
export const formatLoginTime = written((date) => `${mmm(date)} ${date.getDate()}, ${date.getFullYear()} - ${two(date.getHours())}:${two(date.getMinutes())}`);

/** The long date and time form of the Login History screen (SPEC §2): 'Sunday, 22 November 2026 at 3:04:05 pm'. */
export const formatLongLoginTime = written((date) => `${fullDate(date)} at ${clock(date, true)}`);

/** When a change happened, as the Activity feed and a vehicle's history say it: 'Sun, 22 Nov 2026, 3:45 pm'. */
export const formatWhen = written((date) => `${DAY_NAMES[date.getDay()]!.slice(0, 3)}, ${dayMonthAndYear(date)}, ${clock(date)}`);

/** A day and a time, as a message's delivery says it: '14 Mar 2026, 2:00 pm'. */
export const formatDayAndTime = written((date) => `${dayMonthAndYear(date)}, ${clock(date)}`);

/** A day and a time this year, as the tablet's own changes and its offline copy say it: '22 Nov, 3:45 pm'. */
export const formatShortDayAndTime = written((date) => `${dayAndMonth(date)}, ${clock(date)}`);

/** A day: '7 Feb 2026'. */
export const formatDay = written(dayMonthAndYear);

/** A day this year: '24 Dec'. */
export const formatShortDay = written(dayAndMonth);

/** A day in words: 'Sunday, 1 November 2026'. */
export const formatFullDay = written(fullDate);
