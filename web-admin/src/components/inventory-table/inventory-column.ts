// One column of a manage list: its heading, how a cell shows, and what it sorts by. The card view on a portrait
// tablet shows the same columns as labelled facts, so the two views can never disagree.
import type { ReactNode } from 'react';

export interface InventoryColumn<Row> {
  /** Also the sort key in the address (?sort=price). */
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  sortValue: (row: Row) => string | number;
  /** Right-aligned, and sorted lowest or highest first rather than A to Z. */
  numeric?: boolean;
  /** Where the card view puts it: among the facts (default), left out because the title says it, or as the badge
   * beside the title. */
  inCard?: 'fact' | 'title' | 'badge';
  width?: number;
}
