// /manage-users 'User Management' (SPEC §2, §5, §6, §8), administrators only (the route sends others to the
// dashboard): the accounts with search, sorting, the Add and Edit dialogs and the delete confirmation.
import { useMemo, useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { User } from '@forecourt/contracts/user';
import { useCurrentUser } from '../../../lib/session-api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { matchesWords } from '../../../lib/text-search.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useListUsersQuery } from '../users-api.ts';
import { UsersTable } from '../components/UsersTable.tsx';
import { DeleteUserDialog } from '../components/DeleteUserDialog.tsx';
import { usePreloadWhenIdle } from '../../../lib/preload-when-idle.ts';
import { OnDemand } from '../../../components/OnDemand.tsx';

// The add / edit dialog brings the form library and the account schemas, which the list does without: its code comes
// once the list is drawn and the tablet idle, and the dialog is drawn from the first time it opens. Should that code
// not arrive (the Wi-Fi gone before it came), the list says so over itself and the dialog opens on Try again.
const loadUserForm = () => import('../components/UserFormDialog.tsx');
const userFormDialog = async () => (await loadUserForm()).UserFormDialog;

export function ManageUsersPage() {
  usePageTitle('User Management');
  const { user: me } = useCurrentUser();
  const { data: users = [], isLoading, isFetching, error } = useListUsersQuery();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<'add' | User | null>(null);
  const [formUsed, setFormUsed] = useState(false);
  const openForm = (what: 'add' | User) => {
    setFormUsed(true);
    setEditing(what);
  };
  usePreloadWhenIdle(loadUserForm);
  const [deleting, setDeleting] = useState<User | null>(null);
  const shown = useMemo(
    () => users.filter((user) => matchesWords([user.firstName, user.lastName, user.username, user.email], search)),
    [users, search],
  );

  return (
    <>
      <PageHeading
        title="User Management"
        subtitle="Staff accounts, and who may administer the site"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm('add')}>
            Add User
          </Button>
        }
      />
      {error && <Alert type="error" showIcon title={errorMessage(error, 'Failed to load users')} style={{ marginBottom: 16 }} />}
      {formUsed && (
        <OnDemand
          load={userFormDialog}
          props={{ editing, onClose: () => setEditing(null) }}
          loading={null}
          failure={(retry) =>
            editing && (
              <RetryAlert
                title="The user form could not be opened. Check the connection, then try again."
                onRetry={retry}
                also={<Button onClick={() => setEditing(null)}>Close</Button>}
                style={{ marginBottom: 16 }}
              />
            )
          }
        />
      )}
      <Card styles={{ body: { padding: 0 } }}>
        <div style={{ padding: 16 }}>
          <SearchField value={search} onChange={setSearch} label="Search users" placeholder="Search by name, username or email" />
        </div>
        <UsersTable users={shown} loading={isLoading || isFetching} currentUserId={me?.id} onEdit={openForm} onDelete={setDeleting} />
      </Card>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
