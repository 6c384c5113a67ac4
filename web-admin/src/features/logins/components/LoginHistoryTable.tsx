// The Login History table (SPEC §2): #, User, Login Time, IP Address, User Agent (cut at about 200 px, the whole text
// on hover). Every column sorts; 25 rows a page by default. It scrolls sideways on a tablet held upright.
import { Table, type TableColumnsType } from 'antd';
import type { LoginHistoryEntry } from '@forecourt/contracts/user';
import { formatLongLoginTime } from '../../../lib/dates.ts';
import { NOT_RECORDED } from '../../../lib/login-history-api.ts';
import { fullName } from '../../../lib/session-api.ts';
import { sidewaysTable } from '../../../components/sideways-table.ts';

interface Row extends LoginHistoryEntry {
  /** Place in the newest-first list, so '#' keeps meaning the same sign-in whichever column is sorted. */
  position: number;
  user: string;
}

/** 'First Last (username)' while the account exists and has a name; otherwise the username recorded at sign-in. */
function loginUserLabel(entry: LoginHistoryEntry): string {
  const name = fullName(entry);
  return entry.userId !== null && name ? `${name} (${entry.username})` : entry.username;
}

const byText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '', 'en-NZ', { numeric: true });

const recorded = (value: string | null) => value || <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>{NOT_RECORDED}</span>;

const columns: TableColumnsType<Row> = [
  { title: '#', dataIndex: 'position', width: 64, sorter: (a, b) => a.position - b.position },
  { title: 'User', dataIndex: 'user', width: 210, sorter: (a, b) => byText(a.user, b.user) },
  {
    title: 'Login Time',
    dataIndex: 'loginTime',
    width: 340,
    sorter: (a, b) => Date.parse(a.loginTime) - Date.parse(b.loginTime),
    render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatLongLoginTime(value)}</span>,
  },
  { title: 'IP Address', dataIndex: 'ipAddress', width: 150, sorter: (a, b) => byText(a.ipAddress, b.ipAddress), render: recorded },
  {
    title: 'User Agent',
    dataIndex: 'userAgent',
    width: 220,
    sorter: (a, b) => byText(a.userAgent, b.userAgent),
    // The whole text on hover (and for screen readers); the cell itself stops at the column's edge.
    render: (value: string | null) =>
      value ? (
        <span title={value} style={{ display: 'block', maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {value}
        </span>
      ) : (
        recorded(value)
      ),
  },
];

export const PAGE_SIZES = [20, 25, 50];

export function LoginHistoryTable({ entries, loading }: { entries: LoginHistoryEntry[]; loading: boolean }) {
  const rows: Row[] = entries.map((entry, i) => ({ ...entry, position: i + 1, user: loginUserLabel(entry) }));
  return (
    <Table<Row>
      aria-label="Login History"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      // Its columns need 984 px: beside the menu that is a desktop's room; a tablet either way round scrolls sideways.
      {...sidewaysTable(984)}
      locale={{ emptyText: 'No login history found.' }}
      pagination={{
        defaultPageSize: 25,
        pageSizeOptions: PAGE_SIZES,
        // The page-size choice comes a moment after the rows: antd's pager fetches its Select in a place of its own.
        showSizeChanger: true,
        hideOnSinglePage: false,
        showTotal: (total, [from, to]) => `${from}–${to} of ${total} sign-ins`,
        style: { paddingInline: 16 },
      }}
    />
  );
}
