// One change in the Activity feed: who did what to which record, when, and for a change made offline the time on the
// tablet beside the time it reached the server; the fields before → after, and photos as thumbnails.
import { Tag, Typography } from 'antd';
import { CloudSyncOutlined, HistoryOutlined } from '@ant-design/icons';
import { Link } from '../../../lib/router/Link.tsx';
import type { AuditEvent } from '@forecourt/contracts/audit';
import { mediaUrl } from '@forecourt/contracts/media';
import { changeSentence, changesToList } from '../../../lib/change-sentence.ts';
import { fieldLabelOf, type LabelledKind } from '../../../lib/field-labels.ts';
import { fieldValue } from '../../../lib/field-values.ts';
import { formatWhen } from '../../../lib/dates.ts';

const KIND: Record<string, LabelledKind> = { car: 'car', campervan: 'campervan', recipient: 'recipient' };

/** Where a vehicle's whole history is (its edit screen's History tab; a removed vehicle's address opens on it too). */
const HISTORY: Record<string, (id: string) => string> = {
  car: (id) => `/admin/cars/edit/${id}?tab=history`,
  campervan: (id) => `/edit-campervan/${id}?tab=history`,
};

/** The 200 px photo an image event names, when it is one of ours. */
function thumbnailOf(event: AuditEvent): string | undefined {
  if (!event.type.endsWith('ImageAdded')) return undefined;
  const { fileId, imageUrl } = event.data as { fileId?: string | null; imageUrl?: string };
  return fileId ? mediaUrl(fileId, 200) : imageUrl;
}

export function ActivityItem({ event, actorName }: { event: AuditEvent; actorName: string }) {
  const kind = KIND[event.streamType] ?? 'car';
  const subject = event.subject ?? `${event.streamType} ${event.streamId}`;
  const details = changesToList(event);
  const thumbnail = thumbnailOf(event);
  const { deviceTime, deviceId } = event.metadata;
  return (
    <li className="activity-item">
      <div className="activity-item__text">
        <Typography.Text>
          <strong>{actorName}</strong> {changeSentence(event, subject)}
        </Typography.Text>
        <div className="activity-item__when">
          <time dateTime={event.recordedAt}>{formatWhen(event.recordedAt)}</time>
          {deviceId && (
            <Tag icon={<CloudSyncOutlined aria-hidden />} className="activity-item__offline">
              {deviceTime ? `Made offline at ${formatWhen(deviceTime)}, synced ${formatWhen(event.recordedAt)}` : 'Made on a tablet'}
            </Tag>
          )}
          {HISTORY[event.streamType] && (
            <Link className="activity-item__history" to={HISTORY[event.streamType]!(event.streamId)} aria-label={`History of ${subject}`}>
              <HistoryOutlined aria-hidden /> History
            </Link>
          )}
        </div>
        {details.length > 0 ? (
          <ul className="activity-item__changes" aria-label="Changes">
            {details.map((change) => (
              <li key={change.field}>
                {fieldLabelOf(kind, change.field)}: <del>{fieldValue(change.field, change.before)}</del> → <ins>{fieldValue(change.field, change.after)}</ins>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {thumbnail && <img className="activity-item__photo" src={thumbnail} alt={`Photo added to ${subject}`} width={96} height={72} loading="lazy" />}
    </li>
  );
}
