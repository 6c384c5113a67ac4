// Date formats of the staff screens, in the dealership's time as the browser shows it.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const two = (n: number) => String(n).padStart(2, '0');

/** 'MMM d, yyyy - HH:mm', as the dashboard's Recent Logins show it (SPEC §2): 'Nov 22, 2026 - 17:58'. */
export function formatLoginTime(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} - ${two(date.getHours())}:${two(date.getMinutes())}`;
}
