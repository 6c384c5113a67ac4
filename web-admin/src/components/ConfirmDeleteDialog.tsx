// The confirmation before something is deleted (vehicles, users, e-mail recipients): the screen's own title and
// words, Cancel and a red Delete that spins while the delete is on its way (and cannot be pressed twice, nor the
// dialog closed under it). While it closes it keeps the words it was opened with, so a screen may let go of the chosen
// item as it closes the dialog.
import { useRef, type ReactNode } from 'react';
import { Button } from 'antd';
import { Dialog } from './Dialog.tsx';

interface Props {
  open: boolean;
  title: string;
  /** What will be deleted and what follows from it. */
  children: ReactNode;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** In the middle of the screen rather than near its top. */
  centered?: boolean;
}

export function ConfirmDeleteDialog({ open, title, children, deleting, onCancel, onConfirm, centered = false }: Props) {
  const shown = useRef(children);
  if (open) shown.current = children;
  return (
    <Dialog
      what="The question"
      open={open}
      title={title}
      onCancel={deleting ? undefined : onCancel}
      closable={!deleting}
      mask={{ closable: !deleting }}
      keyboard={!deleting}
      centered={centered}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>,
        <Button key="delete" type="primary" danger loading={deleting} onClick={onConfirm}>
          Delete
        </Button>,
      ]}
    >
      {open ? children : shown.current}
    </Dialog>
  );
}
