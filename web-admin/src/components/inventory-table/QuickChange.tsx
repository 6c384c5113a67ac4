// The two jobs of a yard day straight from a manage list: a new price, and a new status (available, reserved, sold /
// rented). Tapping the price or the status badge of a row or card opens a small dialog: the price is typed and saved
// (Enter or 'Save price'), a status is one tap. Both go through the same mutation as the full form, so they carry only
// the changed field against the version the list showed, are checked by the same schema and by the server, leave the
// same audit event, and wait in the tablet's outbox when there is no network. Someone else's change to the same field
// meanwhile is shown, with their value, and replaced only if the person saves again.
// The dialog's code (QuickChangeDialog.tsx) comes once the list is drawn and the tablet idle, or on the first tap.
import { useState, type ComponentType, type ReactNode } from 'react';
import { DownOutlined, EditOutlined } from '@ant-design/icons';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { formatNZD } from '@forecourt/contracts/money';
import { usePreloadWhenIdle } from '../../lib/preload-when-idle.ts';
import { OnDemand } from '../OnDemand.tsx';
import { OpeningFailed } from '../RetryAlert.tsx';

export interface Vehicle {
  id: number;
  version: number;
}

type Answer<T> = { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError | SerializedError };

export interface QuickChangeOptions<Row extends Vehicle> {
  /** The vehicle as the messages name it: 'car', 'campervan'. */
  noun: string;
  name: (row: Row) => string;
  /**
   * The price that is changed here: its field, its words ('price', 'daily price') and its rule (the form's schema,
   * which the list loads only when a price is saved).
   */
  price: { field: keyof Row & string; words: string; check: (value: number | string | null) => Promise<string | undefined> };
  status: { field: keyof Row & string; choices: readonly { value: string; label: string }[]; badge: (row: Row) => ReactNode };
  /** The form's own update: only `body`'s fields, against `version`. */
  update: (call: { id: number; version: number; body: Record<string, unknown> }) => PromiseLike<Answer<Row>>;
}

type Open<Row> = { row: Row; what: 'price' | 'status' };
/** The dialog's state: what it changes, whether it is shown (it stays until its closing has run, so focus goes back
 * to the tapped cell), and which opening it is (each starts afresh). */
type Dialog<Row> = Open<Row> & { shown: boolean; opening: number };

export interface DialogProps<Row extends Vehicle> extends Open<Row> {
  shown: boolean;
  options: QuickChangeOptions<Row>;
  onClose: () => void;
  afterClose: () => void;
}

const loadDialog = async () => (await import('./QuickChangeDialog.tsx')).QuickChangeDialog;

/**
 * The price and status cells of a manage list, as buttons that open their dialog, and the dialog itself (render
 * `dialog` once beside the list).
 */
export function useQuickChange<Row extends Vehicle>(options: QuickChangeOptions<Row>) {
  const [open, setOpen] = useState<Dialog<Row> | null>(null);
  const show = (row: Row, what: Open<Row>['what']) => setOpen((before) => ({ row, what, shown: true, opening: (before?.opening ?? 0) + 1 }));
  const { price, status, name } = options;

  const priceCell = (row: Row) => {
    const shown = formatNZD(row[price.field] as number);
    return (
      <button type="button" className="quick-change" aria-label={`Change ${price.words} of ${name(row)}, ${shown}`} onClick={() => show(row, 'price')}>
        {shown}
        <EditOutlined aria-hidden className="quick-change-hint" />
      </button>
    );
  };

  const statusCell = (row: Row) => {
    const label = status.choices.find((c) => c.value === row[status.field])?.label ?? String(row[status.field]);
    return (
      <button type="button" className="quick-change quick-change-status" aria-label={`Change status of ${name(row)}, ${label}`} onClick={() => show(row, 'status')}>
        {status.badge(row)}
        <DownOutlined aria-hidden className="quick-change-hint" />
      </button>
    );
  };

  usePreloadWhenIdle(loadDialog);
  const close = () => setOpen((before) => before && { ...before, shown: false });
  const dialog = open ? (
    <OnDemand
      partKey={open.opening}
      load={loadDialog as () => Promise<ComponentType<DialogProps<Row>>>}
      props={{ row: open.row, what: open.what, shown: open.shown, options, onClose: close, afterClose: () => setOpen((before) => (before?.shown ? before : null)) }}
      loading={null}
      failure={(retry) => <OpeningFailed what="The change" onRetry={retry} onClose={() => setOpen(null)} />}
    />
  ) : null;
  return { priceCell, statusCell, dialog };
}

