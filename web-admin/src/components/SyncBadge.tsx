// The header's word on the tablet's connection and its outbox, always in view: 'Online', 'Offline — 3 changes
// waiting', 'Syncing 3 of 12', '2 conflicts', 'Sign in to sync'. It opens the Sync screen.
import { Button } from 'antd';
import { CheckCircleFilled, CloudOutlined, ExclamationCircleFilled, LoadingOutlined, WarningFilled } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import { useNavigate } from '../lib/router/hooks.ts';
import { useOffline } from '../lib/offline/use-offline.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const TONES: Record<string, CSSProperties> = {
  online: { color: '#1b5e20', background: '#e7f4e8', borderColor: '#a5d6a7' },
  offline: { color: '#5b4300', background: '#fff6d6', borderColor: '#ecd27a' },
  syncing: { color: '#0b4a8b', background: '#e8f1fb', borderColor: '#a9c8ec' },
  problem: { color: '#a31515', background: '#fdecea', borderColor: '#f5b5b0' },
};

export function SyncBadge() {
  const navigate = useNavigate();
  const { online, outbox, sync, needsSignIn } = useOffline();
  const waiting = plural(outbox.waiting, 'change waiting', 'changes waiting');

  let tone = 'online';
  let icon: ReactNode = <CheckCircleFilled />;
  let text = outbox.waiting ? waiting : 'Online';
  if (sync) {
    tone = 'syncing';
    icon = <LoadingOutlined />;
    text = `Syncing ${Math.min(sync.done + 1, sync.total)} of ${sync.total}`;
  } else if (outbox.conflicts) {
    tone = 'problem';
    icon = <WarningFilled />;
    text = plural(outbox.conflicts, 'conflict', 'conflicts');
  } else if (outbox.refused) {
    tone = 'problem';
    icon = <ExclamationCircleFilled />;
    text = plural(outbox.refused, 'change refused', 'changes refused');
  } else if (!online) {
    tone = 'offline';
    icon = <CloudOutlined />;
    text = outbox.waiting ? `Offline — ${waiting}` : 'Offline';
  } else if (needsSignIn && outbox.waiting) {
    tone = 'offline';
    text = `Sign in to sync ${outbox.waiting}`;
  }

  return (
    <Button
      onClick={() => navigate('/sync')}
      icon={icon}
      aria-label={`Sync status: ${text}. Open the Sync screen`}
      style={{ ...TONES[tone], borderRadius: 22, fontWeight: 500, minWidth: 44 }}
    >
      <span role="status" aria-live="polite">
        {text}
      </span>
    </Button>
  );
}
