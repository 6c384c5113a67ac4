// A dashboard card holding a short table: the card's heading names the table too, and `extra` sits in its corner.
import type { ReactNode } from 'react';
import { Card } from 'antd';
import { CompactTable, type CompactTableProps } from '../../../components/CompactTable.tsx';

type Props<Row> = Omit<CompactTableProps<Row>, 'label'> & { title: string; extra?: ReactNode };

export function TableCard<Row>({ title, extra, ...table }: Props<Row>) {
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>} extra={extra} style={{ height: '100%' }}>
      <CompactTable label={title} {...table} />
    </Card>
  );
}
