// The History tab of a car or campervan: every change from the event log, newest first, with who, when, what changed
// (before → after), and for a change made offline the time on the tablet beside the time it was synced. Any version
// can be viewed whole ('View as of') or brought back ('Restore this version'), which adds new changes and loses none.
import { useState } from 'react';
import { Alert, Button, Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useConfirm } from '../Dialog.tsx';
import { CloudSyncOutlined, EyeOutlined, FilePdfOutlined, RollbackOutlined } from '@ant-design/icons';
import type { HistoryEntry } from '@forecourt/contracts/audit';
import { changeSentence, changesToList } from '../../lib/change-sentence.ts';
import { formatWhen } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { fieldLabelOf } from '../../lib/field-labels.ts';
import { fieldValue } from '../../lib/field-values.ts';
import { useGetVehicleHistoryQuery, useRestoreVehicleMutation, type VehicleKind } from '../../lib/vehicle-history-api.ts';
import { VehicleAsOfDialog } from './VehicleAsOfDialog.tsx';
import { useFeedback } from '../../lib/feedback.tsx';
import './vehicle-history.css';

const NOUN: Record<VehicleKind, string> = { car: 'car', campervan: 'campervan' };

/** How the photos changed: how many before and after, or only their order. */
function photoWords(before: unknown, after: unknown): string {
  const was = Array.isArray(before) ? before.length : 0;
  const now = Array.isArray(after) ? after.length : 0;
  return was === now ? 'put in a new order' : `${fieldValue('images', before ?? [])} → ${fieldValue('images', after ?? [])}`;
}

function EntryChanges({ kind, entry }: { kind: VehicleKind; entry: HistoryEntry }) {
  const changes = changesToList(entry);
  const photos = /(Listed|Relisted|Delisted)$/.test(entry.type) ? undefined : entry.changes.find((c) => c.field === 'images');
  if (changes.length === 0 && !photos) return null;
  return (
    <ul className="vehicle-history__changes" aria-label={`Changes in version ${entry.version}`}>
      {changes.map((change) => (
        <li key={change.field}>
          {fieldLabelOf(kind, change.field)}: <del>{fieldValue(change.field, change.before)}</del> → <ins>{fieldValue(change.field, change.after)}</ins>
        </li>
      ))}
      {photos && (
        <li>Photos: {photoWords(photos.before, photos.after)}</li>
      )}
    </ul>
  );
}

export function VehicleHistoryPanel({ kind, id, onRestored }: { kind: VehicleKind; id: number; onRestored: () => void }) {
  const { notification } = useFeedback();
  const [confirm, modalHolder] = useConfirm();
  const history = useGetVehicleHistoryQuery({ kind, id }, { refetchOnMountOrArgChange: true });
  const [restore] = useRestoreVehicleMutation();
  const [viewing, setViewing] = useState<HistoryEntry | null>(null);
  const noun = NOUN[kind];

  if (history.isLoading) return <Spin style={{ display: 'block', padding: 32 }} />;
  if (history.isError || !history.data) {
    return <Alert type="error" showIcon title="The history could not be loaded" description={errorMessage(history.error, 'Please try again.')} />;
  }
  const { entries, version: current } = history.data;
  if (entries.length === 0) return <Empty description="No changes recorded yet." />;

  const confirmRestore = (entry: HistoryEntry) =>
    confirm({
      title: 'Restore this version?',
      content: `The ${noun} goes back to how it was on ${formatWhen(entry.recordedAt)} (version ${entry.version}). This is added to its history as new changes; nothing is lost.`,
      okText: 'Restore',
      cancelText: 'Cancel',
      onOk: async () => {
        const result = await restore({ kind, id, version: entry.version });
        if ('error' in result) {
          notification.error({ title: 'Error', description: errorMessage(result.error, `Failed to restore the ${noun}. Please try again.`) });
          return;
        }
        notification.success({ title: 'Version restored', description: `The ${noun} is back as it was at version ${entry.version}.` });
        onRestored();
      },
    });

  return (
    <div className="vehicle-history">
      {modalHolder}
      <Timeline
        items={entries.map((entry) => ({
          key: entry.position,
          color: entry.device ? 'blue' : 'green',
          children: (
            <section aria-label={`Version ${entry.version}`} className="vehicle-history__entry">
              <Typography.Text>
                <strong>{entry.actorUsername ?? 'The system'}</strong> {changeSentence(entry, `this ${noun}`)}
              </Typography.Text>
              <div className="vehicle-history__when">
                <time dateTime={entry.recordedAt}>{formatWhen(entry.recordedAt)}</time>
                <span>· version {entry.version}</span>
                {entry.device && (
                  <Tag icon={<CloudSyncOutlined aria-hidden />} className="vehicle-history__offline">
                    {entry.device.time ? `Made offline at ${formatWhen(entry.device.time)}, synced ${formatWhen(entry.recordedAt)}` : 'Made on a tablet'}
                  </Tag>
                )}
              </div>
              <EntryChanges kind={kind} entry={entry} />
              <Space wrap size={8} className="vehicle-history__actions">
                <Button icon={<EyeOutlined aria-hidden />} onClick={() => setViewing(entry)}>
                  View as of
                </Button>
                {kind === 'car' && (
                  // The Consumer Information Notice as it stood at this version, from the log (kept six years).
                  <Button
                    icon={<FilePdfOutlined aria-hidden />}
                    href={`/api/cars/${id}/cin.pdf?asOf=${encodeURIComponent(entry.recordedAt)}`}
                    target="_blank"
                    rel="noopener"
                  >
                    Consumer Information Notice as of this version
                  </Button>
                )}
                {entry.version !== current && (
                  <Button icon={<RollbackOutlined aria-hidden />} onClick={() => confirmRestore(entry)}>
                    Restore this version
                  </Button>
                )}
              </Space>
            </section>
          ),
        }))}
      />
      {viewing && <VehicleAsOfDialog kind={kind} id={id} entry={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
