// 'Recent Inventory' (SPEC §2): the first five vehicles, cars first, with type, make and model, status and price.
import { Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { TableEmpty } from '../../../components/TableEmpty.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import type { InventoryRow } from '../dashboard-figures.ts';

const columns: TableColumnsType<InventoryRow> = [
  { title: 'Type', dataIndex: 'type' },
  { title: 'Make/Model', dataIndex: 'makeModel' },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: string, row) => <StatusTag kind={row.type === 'Car' ? 'car' : 'campervan'} status={status} />,
  },
  { title: 'Price', dataIndex: 'price', align: 'right' },
];

export function RecentInventory({ rows, loading }: { rows: InventoryRow[]; loading: boolean }) {
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Recent Inventory</h2>} style={{ height: '100%' }}>
      <Table<InventoryRow>
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty text="No vehicles in inventory" /> }}
      />
    </Card>
  );
}
