// 'Recent Inventory' (SPEC §2): the first five vehicles, cars first, with type, make and model, status and price.
import type { CompactColumn } from '../../../components/CompactTable.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import type { InventoryRow } from '../dashboard-figures.ts';
import { TableCard } from './TableCard.tsx';

const columns: CompactColumn<InventoryRow>[] = [
  { title: 'Type', render: (row) => row.type },
  { title: 'Make/Model', render: (row) => row.makeModel },
  { title: 'Status', render: (row) => <StatusTag kind={row.type === 'Car' ? 'car' : 'campervan'} status={row.status} /> },
  { title: 'Price', render: (row) => row.price, align: 'right' },
];

export function RecentInventory({ rows, loading }: { rows: InventoryRow[]; loading: boolean }) {
  return (
    <TableCard
      title="Recent Inventory"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      loading={loading}
      emptyText="No vehicles in inventory"
    />
  );
}
