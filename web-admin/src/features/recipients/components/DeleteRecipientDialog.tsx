// The confirmation before a recipient is deleted (SPEC §2): for the primary one it warns that another e-mail will
// be set as primary (the server moves the mark). Success 'Email deleted'; failure 'Failed to delete email'.
import { Alert, Typography } from 'antd';
import type { Recipient } from '@forecourt/contracts/recipient';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { useDeleteRecipientMutation } from '../recipients-api.ts';
import { useFeedback } from '../../../lib/feedback.tsx';

export const PRIMARY_DELETE_WARNING = 'This is the primary email. Another email will be set as primary.';

export function DeleteRecipientDialog({ recipient, onClose }: { recipient: Recipient | null; onClose: () => void }) {
  const { notification } = useFeedback();
  const [deleteRecipient, { isLoading: deleting }] = useDeleteRecipientMutation();

  const confirm = async () => {
    if (!recipient) return;
    const result = await deleteRecipient(recipient);
    if ('error' in result) {
      notification.error({ title: 'Failed to delete email', description: serverMessage(result.error) ?? 'Please try again.' });
      return;
    }
    notification.success({ title: 'Email deleted', description: `${recipient.email} no longer receives contact messages.` });
    onClose();
  };

  return (
    <ConfirmDeleteDialog
      open={recipient !== null}
      title="Delete email recipient?"
      deleting={deleting}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {recipient && (
        <>
          <Typography.Paragraph>
            Are you sure you want to delete <strong>{recipient.email}</strong>? It will no longer receive contact messages.
            This action cannot be undone.
          </Typography.Paragraph>
          {recipient.isPrimary && <Alert type="warning" showIcon title={PRIMARY_DELETE_WARNING} />}
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
