// Date formats of the staff screens, in the dealership's time as the browser shows it.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const two = (n: number) => String(n).padStart(2, '0');

/** 'MMM d, yyyy - HH:mm', as the dashboard's Recent Logins show it (SPEC §2): 'Nov 22, 2026 - 17:58'. */
export function formatLoginTime(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} - ${two(date.getHours())}:${two(date.getMinutes())}`;
}

const LONG = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'full', timeStyle: 'medium' });

/** The long date and time form of the Login History screen (SPEC §2): 'Sunday, 22 November 2026 at 3:04:05 pm'. */
export function formatLongLoginTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : LONG.format(date);
}

const WHEN = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** When a change happened, as the Activity feed and a vehicle's history say it: 'Sun, 22 Nov 2026, 3:45 pm'. */
export function formatWhen(value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : WHEN.format(date);
}
