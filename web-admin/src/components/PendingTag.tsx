// Beside a row the server does not have yet in this form: made or changed on this tablet, waiting in the outbox.
import { Tag } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { isPendingSync } from '../lib/offline/rows.ts';

export function PendingTag({ row }: { row: object }) {
  if (!isPendingSync(row)) return null;
  return (
    <Tag icon={<CloudUploadOutlined aria-hidden />} style={{ color: '#0b4a8b', background: '#e8f1fb', borderColor: '#a9c8ec', fontWeight: 500 }}>
      Pending sync
    </Tag>
  );
}
