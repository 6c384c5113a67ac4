// How soon a car's warrant of fitness or registration runs out, as the yard's lists show it. Apart from the yard
// facts' schemas (car-yard-fields.ts), so a list that shows the tags loads no schema.

/** A day as the API writes it: '2026-12-24'. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How soon a date runs out: past it, within `days` (30 by default), or not soon (undefined, also when unknown). */
export function dueState(day: string | null | undefined, now: Date = new Date(), days = 30): 'overdue' | 'due' | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const left = (Date.parse(`${day}T00:00:00Z`) - today) / (24 * 60 * 60 * 1000);
  if (left < 0) return 'overdue';
  return left <= days ? 'due' : undefined;
}
