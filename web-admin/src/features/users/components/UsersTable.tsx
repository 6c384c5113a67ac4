// The User Management table (SPEC §2): Username, Name, Email, Role ('Admin' or 'User'), and edit and delete. Every
// column sorts; the actions stay in view at the right edge while the rest scrolls sideways on an upright tablet.
// Nobody can delete their own account, so that button is disabled on the signed-in user's row, saying why.
import { Button, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { User } from '@forecourt/contracts/user';
import { fullName } from '../../../lib/session-api.ts';
import { PINNED_END, sidewaysTable } from '../../../components/sideways-table.ts';

export const OWN_ACCOUNT_HINT = 'You cannot delete your own account';

// Our own shades: antd's preset tag colours fail WCAG AA contrast for their text.
const ROLE_TAG = {
  admin: { color: '#004225', background: '#e3efe6', borderColor: '#9cc5a8' },
  user: { color: '#3f3f3f', background: '#f1f1f1', borderColor: '#d0d0d0' },
} as const;

const byText = (a: string, b: string) => a.localeCompare(b, 'en-NZ', { sensitivity: 'base', numeric: true });

interface Props {
  users: User[];
  loading: boolean;
  currentUserId: number | undefined;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UsersTable({ users, loading, currentUserId, onEdit, onDelete }: Props) {
  const columns: TableColumnsType<User> = [
    { title: 'Username', dataIndex: 'username', width: 160, sorter: (a, b) => byText(a.username, b.username), defaultSortOrder: 'ascend' },
    { title: 'Name', key: 'name', width: 190, sorter: (a, b) => byText(fullName(a), fullName(b)), render: (_, user) => fullName(user) },
    { title: 'Email', dataIndex: 'email', width: 250, sorter: (a, b) => byText(a.email, b.email) },
    {
      title: 'Role',
      dataIndex: 'isAdmin',
      width: 100,
      sorter: (a, b) => Number(b.isAdmin) - Number(a.isAdmin),
      render: (isAdmin: boolean) => (
        <Tag style={{ ...ROLE_TAG[isAdmin ? 'admin' : 'user'], fontWeight: 500 }}>{isAdmin ? 'Admin' : 'User'}</Tag>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 136,
      className: PINNED_END,
      render: (_, user) => {
        const own = user.id === currentUserId;
        return (
          <div style={{ display: 'flex', gap: 8 }}>
            <Button icon={<EditOutlined />} aria-label={`Edit ${user.username}`} onClick={() => onEdit(user)} />
            {own ? (
              // A disabled button gets no pointer events, so the tooltip sits on a wrapper; the hint is also its description.
              <Tooltip title={OWN_ACCOUNT_HINT}>
                <span>
                  <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${user.username}`} aria-describedby="own-account-hint" disabled />
                  <span id="own-account-hint" className="visually-hidden">
                    {OWN_ACCOUNT_HINT}
                  </span>
                </span>
              </Tooltip>
            ) : (
              <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${user.username}`} onClick={() => onDelete(user)} />
            )}
          </div>
        );
      },
    },
  ];

  return (
    <Table<User>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      {...sidewaysTable(836)}
      tableLayout="fixed"
      locale={{ emptyText: 'No users found' }}
      pagination={{ defaultPageSize: 25, hideOnSinglePage: true, style: { paddingInline: 16 } }}
    />
  );
}
