// antd's own sideways scroll (`scroll={{ x }}`) measures every column once the rows are drawn and draws the table again
// to those widths: on the yard's tablet that second pass cost Manage Cars about 0.2 s of its opening. A table without
// pinned columns needs none of it: its box scrolls, and the table is never narrower than its columns need.
import type { CSSProperties } from 'react';
import './sideways-table.css';

/** The props that let an antd table scroll sideways in its box when the room is narrower than `minWidth` px. */
export function sidewaysTable(minWidth: number): { className: string; style: CSSProperties } {
  return { className: 'sideways-table', style: { '--sideways-table-min-width': `${minWidth}px` } as CSSProperties };
}
