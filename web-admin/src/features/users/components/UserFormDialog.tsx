// The 'Add User' and 'Edit User' dialogs of User Management (SPEC §2, §5): first and last name, username, e-mail,
// password (required when adding; when editing, blank keeps the current one and is left out of the PUT) and
// 'Administrator privileges'. Checked with the contracts' user schemas, so the browser gives the server's messages.
import { useEffect, useMemo } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { userCreateSchema, userUpdateSchema, type User, type UserCreate, type UserUpdate } from '@forecourt/contracts/user';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAddUserMutation, useUpdateUserMutation } from '../users-api.ts';
import { TextField, PasswordField } from '../../../components/form/TextField.tsx';
import { useFeedback } from '../../../lib/feedback.tsx';
import { FormLayout } from '../../../components/form/FormItem.tsx';

/** What the dialog holds: what the contracts' user schemas take in (adding needs more of it than editing). */
export type UserFormValues = z.input<typeof userUpdateSchema>;

/** The form's values as the schema of its mode checked them, with the call they are for. */
type Checked = { kind: 'add'; user: UserCreate } | { kind: 'edit'; id: number; changes: UserUpdate };

// Adding checks a whole account; editing checks the changes, where a blank password is left out (SPEC §5). Both take
// the dialog's values in (z.custom only names their type, for the stricter add schema), so one form can use either.
// Built when a dialog opens, not when the screen's code loads.
const addResolver = () => zodResolver(z.custom<UserFormValues>().pipe(userCreateSchema).transform((user): Checked => ({ kind: 'add', user })));
const editResolver = (id: number) => zodResolver(userUpdateSchema.transform((changes): Checked => ({ kind: 'edit', id, changes })));

const FORM_ID = 'user-form';

/** The fields a refusal names: `{ error, issues: [{ path, message }] }` from the server. */
function issuesOf(error: unknown): { path: string; message: string }[] {
  const data = (error as { data?: { issues?: unknown } } | undefined)?.data;
  return Array.isArray(data?.issues) ? (data.issues as { path: string; message: string }[]) : [];
}

const valuesOf = (user: User | null): UserFormValues => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  username: user?.username ?? '',
  email: user?.email ?? '',
  password: '',
  isAdmin: user?.isAdmin ?? false,
});

interface Props {
  /** 'add', or the account being edited; null when the dialog is closed. */
  editing: 'add' | User | null;
  onClose: () => void;
}

export function UserFormDialog({ editing, onClose }: Props) {
  const { notification } = useFeedback();
  const adding = editing === 'add';
  const user = editing === 'add' ? null : editing;
  const [addUser, added] = useAddUserMutation();
  const [updateUser, updated] = useUpdateUserMutation();
  const saving = added.isLoading || updated.isLoading;
  const resolver = useMemo(() => (user ? editResolver(user.id) : addResolver()), [user]);
  const { control, handleSubmit, reset, setError, getValues } = useForm<UserFormValues, unknown, Checked>({
    resolver,
    defaultValues: valuesOf(user),
  });

  // Each opening starts from the account as it is now (or blank for a new one).
  useEffect(() => {
    if (editing !== null) reset(valuesOf(user));
  }, [editing, user, reset]);

  const onSubmit = handleSubmit(async (checked) => {
    const result = checked.kind === 'edit' ? await updateUser({ id: checked.id, changes: checked.changes }) : await addUser(checked.user);
    if ('error' in result) {
      notification.error({ title: 'Error', description: errorMessage(result.error, user ? 'Failed to update user' : 'Failed to create user') });
      // The server names the field it refuses (a username or e-mail already in use): show it there too.
      for (const issue of issuesOf(result.error)) {
        if (issue.path in getValues()) setError(issue.path as keyof UserFormValues, { message: issue.message });
      }
      return;
    }
    notification.success({ title: 'Success', description: user ? 'User updated successfully' : 'User added successfully' });
    onClose();
  });

  const title = adding ? 'Add User' : 'Edit User';
  return (
    <Modal
      open={editing !== null}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          Cancel
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={FORM_ID} loading={saving}>
          {adding ? 'Add User' : 'Save Changes'}
        </Button>,
      ]}
    >
      <FormLayout requiredMark={false}>
        <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={title}>
          <div style={{ display: 'grid', gap: '0 16px', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
            <TextField control={control} name="firstName" id="user-firstName" label="First name" autoComplete="given-name" />
            <TextField control={control} name="lastName" id="user-lastName" label="Last name" autoComplete="family-name" />
          </div>
          <TextField control={control} name="username" id="user-username" label="Username" aria-required autoComplete="off" />
          <TextField control={control} name="email" id="user-email" label="Email" aria-required type="email" autoComplete="off" />
          <PasswordField
            control={control}
            name="password"
            id="user-password"
            label={adding ? 'Password' : 'Password (leave blank to keep current)'}
            autoComplete="new-password"
            placeholder={adding ? undefined : 'leave blank to keep current'}
            aria-required={adding}
          />
          <Controller
            name="isAdmin"
            control={control}
            render={({ field }) => (
              <Checkbox
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                style={{ minHeight: 44, alignItems: 'center' }}
              >
                Administrator privileges
              </Checkbox>
            )}
          />
        </form>
      </FormLayout>
    </Modal>
  );
}
