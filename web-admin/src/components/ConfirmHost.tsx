// The confirmations of `useConfirm` (Dialog.tsx), drawn by antd once its Modal has been fetched: each one asked is
// shown once, in the order asked.
import { useEffect, useRef } from 'react';
import Modal from 'antd/es/modal';
import type { ModalFuncProps } from 'antd';

export interface ConfirmHostProps {
  asked: readonly { id: number; config: ModalFuncProps }[];
}

export function ConfirmHost({ asked }: ConfirmHostProps) {
  const [modal, holder] = Modal.useModal();
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const { id, config } of asked) {
      if (shown.current.has(id)) continue;
      shown.current.add(id);
      modal.confirm(config);
    }
  }, [asked, modal]);
  return holder;
}
