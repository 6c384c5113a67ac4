// 'Recent Logins' (SPEC §2): the five newest sign-ins with who, when ('MMM d, yyyy - HH:mm') and from where, and
// 'View All' to the Login History screen.
import { Link } from '../../../lib/router/Link.tsx';
import type { LoginHistoryEntry } from '@forecourt/contracts/user';
import type { CompactColumn } from '../../../components/CompactTable.tsx';
import { formatLoginTime } from '../../../lib/dates.ts';
import { NOT_RECORDED } from '../../../lib/login-history-api.ts';
import { displayName } from '../../../lib/session-api.ts';
import { TableCard } from './TableCard.tsx';

const columns: CompactColumn<LoginHistoryEntry>[] = [
  { title: 'User', render: displayName },
  { title: 'Login Time', render: (entry) => formatLoginTime(entry.loginTime) },
  { title: 'IP Address', render: (entry) => entry.ipAddress || NOT_RECORDED },
];

export function RecentLogins({ entries, loading }: { entries: LoginHistoryEntry[]; loading: boolean }) {
  return (
    <TableCard
      title="Recent Logins"
      extra={
        <Link to="/login-history" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          View All
        </Link>
      }
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      loading={loading}
      emptyText="No login history available"
    />
  );
}
