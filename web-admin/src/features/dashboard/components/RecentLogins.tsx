// 'Recent Logins' (SPEC §2): the five newest sign-ins with who, when ('MMM d, yyyy - HH:mm') and from where, and
// 'View All' to the Login History screen.
import { Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { TableEmpty } from '../../../components/TableEmpty.tsx';
import { Link } from 'react-router-dom';
import type { LoginHistoryEntry } from '@forecourt/contracts/user';
import { formatLoginTime } from '../../../lib/dates.ts';

const NOT_RECORDED = 'Not recorded';

const userOf = (entry: LoginHistoryEntry) =>
  [entry.firstName, entry.lastName].filter(Boolean).join(' ') || entry.username;

const columns: TableColumnsType<LoginHistoryEntry> = [
  { title: 'User', key: 'user', render: (_: unknown, entry) => userOf(entry) },
  { title: 'Login Time', dataIndex: 'loginTime', render: (time: string) => formatLoginTime(time) },
  { title: 'IP Address', dataIndex: 'ipAddress', render: (ip: string | null) => ip || NOT_RECORDED },
];

export function RecentLogins({ entries, loading }: { entries: LoginHistoryEntry[]; loading: boolean }) {
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>Recent Logins</h2>}
      extra={
        <Link to="/login-history" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          View All
        </Link>
      }
      style={{ height: '100%' }}
    >
      <Table<LoginHistoryEntry>
        rowKey="id"
        columns={columns}
        dataSource={entries}
        loading={loading}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty text="No login history available" /> }}
      />
    </Card>
  );
}
