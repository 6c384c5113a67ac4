// antd's dialogs, whose code comes once the screen is drawn rather than with it: no screen shows a dialog as it
// opens (a question before a delete, before leaving unsaved work, before removing chosen cars), and antd's Modal with
// the dialog library under it is about 6 KB gzip on every screen. The code is fetched when the tablet is first idle (at
// once on a first visit, while no worker holds the app's files), so a dialog opens without a wait, with the Wi-Fi gone
// too. Should it not have arrived, the screen says so over its foot, with Try again and Close.
import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { ModalFuncProps, ModalProps } from 'antd';
import { onDemand } from '../lib/on-demand.ts';
import { usePreloadWhenIdle } from '../lib/preload-when-idle.ts';
import { OnDemand } from './OnDemand.tsx';
import { OpeningFailed } from './RetryAlert.tsx';
import type { ConfirmHostProps } from './ConfirmHost.tsx';

const loadModal = onDemand(async () => (await import('antd/es/modal')).default as ComponentType<ModalProps>);

interface DialogProps extends ModalProps {
  /** What could not be opened, for the notice: 'The question'. */
  what?: string;
}

/** antd's Modal, drawn from its first opening on (so it animates shut as antd's does). */
export function Dialog({ what = 'The dialog', ...modal }: DialogProps) {
  usePreloadWhenIdle(loadModal);
  const [opened, setOpened] = useState(!!modal.open);
  if (modal.open && !opened) setOpened(true);
  if (!opened) return null;
  const close = () => modal.onCancel?.(undefined as never);
  return <OnDemand load={loadModal} props={modal} loading={null} failure={(retry) => (modal.open ? <OpeningFailed what={what} onRetry={retry} onClose={close} /> : null)} />;
}

const loadConfirmHost = onDemand(async () => (await import('./ConfirmHost.tsx')).ConfirmHost);
let asking = 0;

/**
 * antd's `Modal.useModal()` confirmations on demand: `confirm(config)` asks (as `modal.confirm` does), and `holder`
 * goes where antd's context holder would.
 */
export function useConfirm(what = 'The question'): [(config: ModalFuncProps) => void, ReactNode] {
  usePreloadWhenIdle(loadConfirmHost);
  const [asked, setAsked] = useState<ConfirmHostProps['asked']>([]);
  const confirm = useCallback((config: ModalFuncProps) => setAsked((before) => [...before, { id: ++asking, config }]), []);
  const holder =
    asked.length > 0 ? (
      <OnDemand load={loadConfirmHost} props={{ asked }} loading={null} failure={(retry) => <OpeningFailed what={what} onRetry={retry} onClose={() => setAsked([])} />} />
    ) : null;
  return [confirm, holder];
}
