// What the yard's staff call a vehicle by besides its make and model: its stock number, given with the vehicle's id
// (so it is automatic, unique and never changes: F0012 for car 12, H0003 for campervan 3), and how long it has stood
// on the yard. A vehicle made on a tablet with no network has no number until the server has it.
const PREFIX = { car: 'F', campervan: 'H' } as const;

export function stockNumberOf(kind: keyof typeof PREFIX, id: number): string {
  return id > 0 ? `${PREFIX[kind]}${String(id).padStart(4, '0')}` : 'New';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the vehicle was first listed (0 on its first day); undefined for a time that does not read. */
export function daysInStock(listedAt: string, now: Date = new Date()): number | undefined {
  const listed = Date.parse(listedAt);
  return Number.isNaN(listed) ? undefined : Math.max(0, Math.floor((now.getTime() - listed) / DAY_MS));
}

export const daysText = (days: number): string => (days === 1 ? '1 day' : `${days} days`);
