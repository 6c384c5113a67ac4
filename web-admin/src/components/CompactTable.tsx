// A short read-only table (a handful of rows, no sorting or paging) in antd's look, without antd's Table: the
// dashboard is the first screen after login, and Table brings selects, trees and pagination it never uses. Where its
// columns do not fit across (a phone), each row is drawn as a block of 'column: value' lines instead of a table to
// scroll sideways; the explicit roles keep it a table for assistive technology either way.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Spin } from 'antd';
import './compact-table.css';

export interface CompactColumn<Row> {
  title: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

export interface CompactTableProps<Row> {
  columns: CompactColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  emptyText: string;
  /** Names the table for assistive technology, usually the card's heading. */
  label: string;
}

const STACKED = 'compact-table-stacked';

/** Draws the rows as blocks while the table, drawn across, would be wider than its place; again on every resize. */
function useStackedWhenTooWide(rows: unknown) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Measured across each time (a layout of a few rows). The observer's first call comes after the layout of the
    // frame the rows appear in and before its paint, so neither form is ever shown the wrong way round.
    const fit = () => {
      const wasStacked = element.classList.contains(STACKED);
      if (wasStacked) element.classList.remove(STACKED);
      const tooWide = element.scrollWidth > element.clientWidth + 1;
      if (tooWide) element.classList.add(STACKED);
    };
    const watch = new ResizeObserver(fit);
    watch.observe(element);
    return () => watch.disconnect();
  }, [rows]);
  return box;
}

export function CompactTable<Row>({ columns, rows, rowKey, loading = false, emptyText, label }: CompactTableProps<Row>) {
  // The class that stacks it is set on the element alone, never by React, which leaves a constant className be.
  const box = useStackedWhenTooWide(rows);
  return (
    <div className="compact-table-box" ref={box}>
      <table className="compact-table" role="table" aria-label={label} aria-busy={loading}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.title} role="columnheader" scope="col" style={{ textAlign: column.align ?? 'left' }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {loading && rows.length === 0 ? (
            <tr role="row" className="compact-table-placeholder">
              <td role="cell" colSpan={columns.length}>
                <Spin size="small" />
                <span className="visually-hidden">Loading…</span>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr role="row" className="compact-table-placeholder">
              <td role="cell" colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => (
                  <td key={column.title} role="cell" data-label={column.title} style={{ textAlign: column.align ?? 'left' }}>
                    {/* One piece beside its label when stacked, whatever the cell holds. */}
                    <span>{column.render(row)}</span>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
