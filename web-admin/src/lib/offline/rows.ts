// What a screen reads is rows of the server's answers; a row the server does not have yet (or not in this form) is
// marked. Kept apart from the views (vehicle-view.ts, list-view.ts) and the domain rules they run, so a screen that
// only shows the mark loads none of them.

export type VehicleKindName = 'car' | 'campervan';
export type ApiRow = Record<string, unknown> & { id: number };

/** Marks a row the server does not have yet (or not in this form). */
export const PENDING = 'pendingSync';
export const isPendingSync = (row: object): boolean => (row as Record<string, unknown>)[PENDING] === true;
export const mark = <T extends object>(row: T): T => ({ ...row, [PENDING]: true });
