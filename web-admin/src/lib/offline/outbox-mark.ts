// Whether the outbox is known to be empty, without opening IndexedDB: every read of a screen lays the waiting changes
// over its answer, and on the tablet opening the database and reading the outbox took longer than the answer itself,
// on every start. Kept in localStorage, which every tab of the app shares and reads at once. The app's entry reads it
// too (to start loading the database only when it will be needed), so this module imports nothing.
//
// Each addition moves a generation mark, just before and again once it is written; a count that found nothing
// records the mark it started under. The outbox is known empty only while the two are the same, so a change added
// in any tab, even while someone else was counting, makes it unknown until the next count.
/** The two marks' keys in localStorage (the browser tests and the offline bench set and read them from the page). */
export const OUTBOX_MARK = { generation: 'forecourt.outbox.generation', emptyAt: 'forecourt.outbox.emptyAt' } as const;
const { generation: GENERATION, emptyAt: EMPTY_AT } = OUTBOX_MARK;

const stored = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Called before and after every addition to the outbox. */
export function moveGeneration(): void {
  try {
    localStorage.setItem(GENERATION, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  } catch {
    // No localStorage: the outbox is never known empty, and every read looks.
  }
}

/** True only when a count since the last addition found the outbox empty. */
export function outboxKnownEmpty(): boolean {
  const emptyAt = stored(EMPTY_AT);
  return emptyAt !== null && emptyAt === (stored(GENERATION) ?? '');
}

/** The mark a count starts under, to hand to `markEmpty` if it finds nothing. */
export const currentGeneration = (): string => stored(GENERATION) ?? '';

/** A count that started under `generation` found the outbox empty: it is known empty, unless something was added since. */
export function markEmpty(generation: string): void {
  if (currentGeneration() !== generation) return;
  try {
    localStorage.setItem(EMPTY_AT, generation);
  } catch {
    // As above.
  }
}
