// antd's own sideways scroll (`scroll={{ x }}`) measures every column once the rows are drawn and draws the table again
// to those widths: on the yard's tablet that second pass cost Manage Cars about 0.2 s of its opening, and antd makes it
// for any pinned column too. Here the table's box scrolls, the table is never narrower than its columns need, and a
// column kept in view at the end (the actions) sticks there by CSS alone.
import type { CSSProperties } from 'react';
import './sideways-table.css';

/** The props that let an antd table scroll sideways in its box when the room is narrower than `minWidth` px. */
export function sidewaysTable(minWidth: number): { className: string; style: CSSProperties } {
  return { className: 'sideways-table', style: { '--sideways-table-min-width': `${minWidth}px` } as CSSProperties };
}

/** Give to the last column to keep it in view at the table's end while the rest scrolls sideways under it. */
export const PINNED_END = 'sideways-table-pinned-end';
