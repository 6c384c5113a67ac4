// One change the server refused, with its reason. It stays until a person fixes the fields the server named and
// sends it again, sends it again as it is (when the reason has gone), or discards it.
import { useState } from 'react';
import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import { discard } from '../../../lib/offline/outbox.ts';
import { changedValues, kindOfEntry, type OutboxEntry } from '../../../lib/offline/outbox-entry.ts';
import { sendAgain } from '../../../lib/offline/resolve.ts';
import { editText, typedValue } from '../../../lib/field-values.ts';
import { fieldLabelOf } from '../../../lib/field-labels.ts';
import { deviceTimeText } from '../device-time.ts';
import { useFeedback } from '../../../lib/feedback.tsx';

export function RefusedCard({ entry }: { entry: OutboxEntry }) {
  const fieldLabel = (field: string) => fieldLabelOf(kindOfEntry(entry), field);
  const { notification } = useFeedback();
  const body = changedValues(entry);
  // The fields the server named that this change carries: those a person can correct here.
  const fixable = [...new Set((entry.issues ?? []).map((issue) => issue.path).filter((path) => path in body))];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fixable.map((f) => [f, editText(body[f])])));

  const retry = async () => {
    const fixed = Object.fromEntries(fixable.map((field) => [field, typedValue(field, values[field] ?? '')]));
    await sendAgain(entry, fixable.length ? fixed : undefined);
    notification.info({ title: 'Sending again', description: entry.label });
  };

  const drop = async () => {
    const dropped = await discard(entry);
    notification.info({ title: 'Change discarded', description: dropped ? `${entry.label}, and ${dropped} change(s) that depended on it` : entry.label });
  };

  return (
    <Card title={entry.label} extra={<Tag style={{ color: '#8a4500', background: '#fff3e0', borderColor: '#ffcc80', fontWeight: 500 }}>Refused</Tag>} role="region" aria-label={`Refused: ${entry.label}`} style={{ marginBottom: 16 }}>
      <Typography.Paragraph>
        Made on this tablet {deviceTimeText(entry.deviceTime)}. The server refused it: <strong>{entry.error}</strong>
      </Typography.Paragraph>
      {(entry.issues ?? []).length > 1 && (
        <ul>
          {entry.issues!.map((issue) => (
            <li key={`${issue.path}-${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      )}
      {fixable.map((field) => (
        <label key={field} style={{ display: 'block', marginBottom: 12 }}>
          <span style={{ display: 'block', marginBottom: 4 }}>{fieldLabel(field)}</span>
          <Input value={values[field]} onChange={(event) => setValues((all) => ({ ...all, [field]: event.target.value }))} />
        </label>
      ))}
      <Space wrap>
        <Button type="primary" onClick={() => void retry()}>
          {fixable.length ? 'Save and send again' : 'Send again'}
        </Button>
        <Button danger onClick={() => void drop()}>
          Discard
        </Button>
      </Space>
    </Card>
  );
}
