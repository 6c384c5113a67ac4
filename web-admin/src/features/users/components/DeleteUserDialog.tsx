// The confirmation before an account is deleted (SPEC §2, §8): 'Are you sure you want to delete {username}? This
// action cannot be undone.' Success 'User deleted successfully'; failure the server's words or 'Failed to delete user'.
import { Typography } from 'antd';
import type { User } from '@forecourt/contracts/user';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteUserMutation } from '../users-api.ts';
import { useFeedback } from '../../../lib/feedback.tsx';

export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { notification } = useFeedback();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();

  const confirm = async () => {
    if (!user) return;
    const result = await deleteUser(user);
    if ('error' in result) {
      notification.error({ title: 'Error', description: errorMessage(result.error, 'Failed to delete user') });
      return;
    }
    notification.success({ title: 'Success', description: 'User deleted successfully' });
    onClose();
  };

  return (
    <ConfirmDeleteDialog open={user !== null} title="Delete user?" deleting={deleting} onCancel={onClose} onConfirm={() => void confirm()}>
      {user && <Typography.Paragraph>Are you sure you want to delete {user.username}? This action cannot be undone.</Typography.Paragraph>}
    </ConfirmDeleteDialog>
  );
}
