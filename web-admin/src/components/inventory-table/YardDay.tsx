// The day a manage list stands at: today, or the end of any day before, read from the log (GET …?asOf=). Kept in the
// address with the rest of the view (?asOf=2026-11-01), so the owner's question has a link. A list shown as of a day
// says so above it, with the day's counts, and changes nothing.
import { useId, type ReactNode } from 'react';
import { Alert, Button, Empty } from 'antd';
import { formatFullDay, formatWhen } from '../../lib/dates.ts';
import type { InventoryColumn } from './inventory-column.ts';
import { ALL_STATUSES, REMOVED, type ListMode, type ListView } from './list-view.ts';

const two = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/** '1 November 2026' as the banner says it: 'Sunday, 1 November 2026'. */
export const dayWords = (day: string) => formatFullDay(`${day}T12:00:00`);

export function YardDayPicker({ view, onChange }: { view: ListView; onChange: (changes: Partial<ListView>) => void }) {
  const id = useId();
  return (
    <div className="yard-day">
      <label htmlFor={id}>Yard as of</label>
      <input
        id={id}
        type="date"
        className="yard-day-input"
        value={view.asOf ?? ''}
        max={today()}
        // A day of the past: the removed ones are a list of now, so that filter gives way to all.
        onChange={(event) => onChange({ asOf: event.target.value || null, ...(view.status === REMOVED ? { status: ALL_STATUSES } : {}) })}
      />
      {view.asOf && <Button onClick={() => onChange({ asOf: null })}>Back to today</Button>}
    </div>
  );
}

/** Above a list shown as of a day: what it is, and the day's figures. */
export function YardDayBanner({ day, figures }: { day: string; figures: ReactNode }) {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      className="yard-day-banner"
      title={`As the yard stood at the end of ${dayWords(day)}`}
      description={figures}
    />
  );
}

/** What an empty list of the past or of the removed says, with the way back to today's list; undefined for now. */
export function yardEmpty(mode: ListMode, plural: string, showToday: () => void): ReactNode {
  if (mode === 'now') return undefined;
  return (
    <Empty description={mode === 'as-of' ? `No ${plural} were on the books at the end of that day.` : `No ${plural} have been removed.`} className="inventory-empty">
      <Button onClick={showToday}>Show today’s {plural}</Button>
    </Empty>
  );
}

/** The removed list's own column: when each was removed, and by whom (latest last when sorted up). */
export function removedColumn<Row>(): InventoryColumn<Row> {
  const removal = (row: Row) => row as { removedAt?: string; removedBy?: string | null };
  return { key: 'removedAt', title: 'Removed', render: (row) => <RemovedWhen row={removal(row)} />, sortValue: (row) => removal(row).removedAt ?? '' };
}

/** The removal of a row of the removed list: when, and by whom. */
function RemovedWhen({ row }: { row: { removedAt?: string; removedBy?: string | null } }) {
  return (
    <span className="inventory-removed-when">
      {row.removedAt ? formatWhen(row.removedAt) : ''}
      {row.removedBy ? ` by ${row.removedBy}` : ''}
    </span>
  );
}
