// A short read-only table (a handful of rows, no sorting or paging) in antd's look, without antd's Table: the
// dashboard is the first screen after login, and Table brings selects, trees and pagination it never uses.
import type { ReactNode } from 'react';
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

export function CompactTable<Row>({ columns, rows, rowKey, loading = false, emptyText, label }: CompactTableProps<Row>) {
  return (
    <div className="compact-table-scroll">
      <table className="compact-table" aria-label={label} aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" style={{ textAlign: column.align ?? 'left' }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && rows.length === 0 ? (
            <tr className="compact-table-placeholder">
              <td colSpan={columns.length}>
                <Spin size="small" />
                <span className="visually-hidden">Loading…</span>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr className="compact-table-placeholder">
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.title} style={{ textAlign: column.align ?? 'left' }}>
                    {column.render(row)}
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
