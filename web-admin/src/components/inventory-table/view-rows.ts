// The rows a manage list shows for a view: matched by the search text, filtered by status, sorted, cut to a page.
// Plain functions, so the table and the card view on a portrait tablet show exactly the same rows.
import type { ListView } from './list-view.ts';
import { ALL_STATUSES } from './list-view.ts';

export const PAGE_SIZE = 20;

export interface RowFacts<Row> {
  /** What the search box matches, e.g. make and model. */
  searchText: (row: Row) => string;
  status: (row: Row) => string;
  /** The value each sortable column sorts by, by column key. */
  sortValues: Record<string, (row: Row) => string | number>;
}

// Made on the first sort by a text (a page's first Intl object costs the tablet a moment's CPU: lib/dates.ts).
let collator: Intl.Collator | undefined;
const compareTexts = (x: string, y: string) => (collator ??= new Intl.Collator('en-NZ', { sensitivity: 'base', numeric: true })).compare(x, y);

export function matchingRows<Row>(rows: readonly Row[], view: ListView, facts: RowFacts<Row>): Row[] {
  const needle = view.q.trim().toLocaleLowerCase('en-NZ');
  const matched = rows.filter(
    (row) =>
      (view.status === ALL_STATUSES || facts.status(row) === view.status) &&
      (!needle || facts.searchText(row).toLocaleLowerCase('en-NZ').includes(needle)),
  );
  const value = view.sort ? facts.sortValues[view.sort] : undefined;
  if (!value) return matched;
  const direction = view.order === 'descend' ? -1 : 1;
  // Array.prototype.sort is stable: rows with equal values keep the server's order (newest first).
  return matched.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const compared = typeof x === 'number' && typeof y === 'number' ? x - y : compareTexts(String(x), String(y));
    return compared * direction;
  });
}

/** The page asked for, clamped into range so a stale page number in the address still shows rows. */
export function pageOf<Row>(rows: readonly Row[], page: number): { rows: Row[]; page: number } {
  const last = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), last);
  return { rows: rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), page: current };
}
