// 'Recent Logins' (SPEC §2): the five newest sign-ins with who, when ('MMM d, yyyy - HH:mm') and from where, and
// 'View All' to the Login History screen.
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import type { LoginHistoryEntry } from '@forecourt/contracts/user';
import { CompactTable, type CompactColumn } from '../../../components/CompactTable.tsx';
import { formatLoginTime } from '../../../lib/dates.ts';

const NOT_RECORDED = 'Not recorded';

const userOf = (entry: LoginHistoryEntry) =>
  [entry.firstName, entry.lastName].filter(Boolean).join(' ') || entry.username;

const columns: CompactColumn<LoginHistoryEntry>[] = [
  { title: 'User', render: userOf },
  { title: 'Login Time', render: (entry) => formatLoginTime(entry.loginTime) },
  { title: 'IP Address', render: (entry) => entry.ipAddress || NOT_RECORDED },
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
      <CompactTable
        label="Recent Logins"
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        loading={loading}
        emptyText="No login history available"
      />
    </Card>
  );
}
