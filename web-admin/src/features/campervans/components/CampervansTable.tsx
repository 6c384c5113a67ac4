// The Manage Campervans list (SPEC §2): name, berths, daily and weekly price and status, each sortable, with search
// by name and a status filter, as a table or (portrait tablet) cards, and the total count beneath.
import type { ReactNode } from 'react';
import { Empty } from 'antd';
import type { Campervan } from '@forecourt/contracts/campervan';
import { CAMPERVAN_STATUSES, CAMPERVAN_STATUS_LABELS } from '@forecourt/contracts/options';
import { formatNZD } from '@forecourt/contracts/money';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { PendingTag } from '../../../components/PendingTag.tsx';
import { InventoryList } from '../../../components/inventory-table/InventoryList.tsx';
import type { InventoryColumn } from '../../../components/inventory-table/inventory-column.ts';
import { HistoryAction, RowActions } from '../../../components/inventory-table/RowActions.tsx';
import { usePreloadedScreen } from '../../../lib/router/hooks.ts';
import { REMOVED, type ListMode } from '../../../components/inventory-table/list-view.ts';
import { removedColumn } from '../../../components/inventory-table/YardDay.tsx';
import { useQuickChange, type QuickChangeOptions } from '../../../components/inventory-table/QuickChange.tsx';
import { useUpdateCampervanMutation } from '../campervans-api.ts';

const statuses = CAMPERVAN_STATUSES.map((status) => ({ value: status, label: CAMPERVAN_STATUS_LABELS[status] }));

/** The daily price and the status change from the row (or card) itself, by the form's rules and call. */
const QUICK: Omit<QuickChangeOptions<Campervan>, 'update'> = {
  noun: 'campervan',
  name: (van) => van.name,
  price: {
    field: 'pricePerDay',
    words: 'daily price',
    check: async (value) =>
      value === null
        ? 'Daily price must be at least 1'
        : (await import('@forecourt/contracts/campervan')).campervanUpdateSchema.shape.pricePerDay.safeParse(value).error?.issues[0]?.message,
  },
  status: { field: 'status', choices: statuses, badge: (van) => <StatusTag kind="campervan" status={van.status} /> },
};

function columnsWith(quick: ReturnType<typeof useQuickChange<Campervan>>, mode: ListMode): InventoryColumn<Campervan>[] {
  const now = mode === 'now';
  const columns: InventoryColumn<Campervan>[] = [
    { key: 'name', title: 'Name', render: (van) => van.name, sortValue: (van) => van.name, inCard: 'title' },
    { key: 'berths', title: 'Berths', render: (van) => van.berths, sortValue: (van) => van.berths, numeric: true },
    { key: 'pricePerDay', title: 'Daily Price', render: now ? quick.priceCell : (van) => formatNZD(van.pricePerDay), sortValue: (van) => van.pricePerDay, numeric: true },
    { key: 'pricePerWeek', title: 'Weekly Price', render: (van) => formatNZD(van.pricePerWeek), sortValue: (van) => van.pricePerWeek, numeric: true },
    {
      key: 'status',
      title: 'Status',
      inCard: 'badge',
      render: (van) =>
        now ? (
          <>
            {quick.statusCell(van)}
            <PendingTag row={van} />
          </>
        ) : (
          <StatusTag kind="campervan" status={van.status} />
        ),
      sortValue: (van) => CAMPERVAN_STATUSES.indexOf(van.status as (typeof CAMPERVAN_STATUSES)[number]),
    },
  ];
  if (mode === 'removed') columns.push(removedColumn<Campervan>());
  return columns;
}

const countText = (count: number) => `${count} ${count === 1 ? 'campervan' : 'campervans'}`;

interface Props {
  campervans: readonly Campervan[];
  onDelete: (van: Campervan) => void;
  mode?: ListMode;
  /** Shown instead of the list when there are no campervans at all. */
  empty?: ReactNode;
}

export function CampervansTable({ campervans, onDelete, mode = 'now', empty }: Props) {
  const [updateCampervan] = useUpdateCampervanMutation();
  const quick = useQuickChange<Campervan>({ ...QUICK, update: (call) => updateCampervan(call) });
  const columns = columnsWith(quick, mode);
  // Every row opens the same screen (its edit form or its History): its code is here before a row is tapped.
  usePreloadedScreen(campervans[0] && `/edit-campervan/${campervans[0].id}`);
  return (
    <>
      <InventoryList<Campervan>
        label="Campervans"
        rows={campervans}
        rowKey={(van) => van.id}
        columns={columns}
        searchLabel="Search by name"
        searchText={(van) => van.name}
        status={(van) => (mode === 'removed' ? REMOVED : van.status)}
        statuses={mode === 'as-of' ? statuses : [...statuses, { value: REMOVED, label: 'Removed' }]}
        cardTitle={(van) => van.name}
        actions={(van, layout) =>
          mode === 'now' ? (
            <RowActions name={van.name} editTo={`/edit-campervan/${van.id}`} onDelete={() => onDelete(van)} withWords={layout === 'card'} />
          ) : (
            <HistoryAction name={van.name} to={`/edit-campervan/${van.id}?tab=history`} withWords={layout === 'card'} />
          )
        }
        empty={empty ?? <Empty description="No campervans found" className="inventory-empty" />}
        noMatch="No campervans match your search."
        footer={(shown, total) => (shown === total ? `Total: ${countText(total)}` : `Showing ${shown} of ${total} · Total: ${countText(total)}`)}
      />
      {quick.dialog}
    </>
  );
}
