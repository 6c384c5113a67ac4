// One change that clashed with someone else's: for each field changed on both sides, what it was, what this tablet
// asked for and what the server has now, side by side, and the person's choice: keep theirs, take the server's, or
// type another value. It says who made the other change and when (from the record's history), and what else this
// tablet's change sets, which goes with any choice. Resolving records the outcome on the server; discarding drops this
// tablet's change, after asking.
import { useState } from 'react';
import { Button, Card, Input, Radio, Space, Tag, Typography } from 'antd';
import { useConfirm } from '../../../components/Dialog.tsx';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDispatch } from 'react-redux';
import { CompactTable } from '../../../components/CompactTable.tsx';
import { callApi } from '../../../lib/api.ts';
import { discard } from '../../../lib/offline/outbox.ts';
import { kindOfEntry, type OutboxEntry } from '../../../lib/offline/outbox-entry.ts';
import { changedFields, resolveConflict, resolvesOnServer, sendAgain, type FieldChoice } from '../../../lib/offline/resolve.ts';
import { changedValues } from '../../../lib/offline/outbox-entry.ts';
import { useGetVehicleHistoryQuery } from '../../../lib/vehicle-history-api.ts';
import { formatWhen } from '../../../lib/dates.ts';
import type { FieldClash } from '@forecourt/contracts/sync';
import { editText, fieldValue, typedValue } from '../../../lib/field-values.ts';
import { fieldLabelOf } from '../../../lib/field-labels.ts';
import { deviceTimeText } from '../device-time.ts';
import { useFeedback } from '../../../lib/feedback.tsx';

type Choice = 'mine' | 'theirs' | 'edited';

export function ConflictCard({ entry, dependents }: { entry: OutboxEntry; dependents: number }) {
  const fieldLabel = (field: string) => fieldLabelOf(kindOfEntry(entry), field);
  const dispatch = useDispatch();
  const { notification } = useFeedback();
  const [confirm, modalHolder] = useConfirm();
  const conflict = entry.conflict!;
  const clashing = new Set(conflict.clashes.map((clash) => clash.field));
  // Who changed the clashing fields on the server, and when: the latest such change after the version this was based on.
  const vehicle = entry.stream === 'car' || entry.stream === 'campervan' ? entry.stream : undefined;
  const id = typeof entry.streamId === 'number' ? entry.streamId : 0;
  const history = useGetVehicleHistoryQuery(vehicle && id > 0 ? { kind: vehicle, id } : skipToken);
  const theirs = history.data?.entries.find((e) => e.version > (entry.baseVersion ?? 0) && e.changes.some((c) => clashing.has(c.field)));
  // The rest of this tablet's change: it goes with whatever is chosen for the clashing fields.
  const alsoChanged = changedFields(entry).filter((field) => !clashing.has(field));
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const choiceOf = (clash: FieldClash): FieldChoice => {
    const chosen = choices[clash.field] ?? 'mine';
    const value = chosen === 'mine' ? clash.mine : chosen === 'theirs' ? clash.theirs : typedValue(clash.field, edits[clash.field] ?? editText(clash.mine));
    return { chosen, value };
  };

  const resolve = async () => {
    setBusy(true);
    setProblem(undefined);
    if (resolvesOnServer(entry)) {
      const picked = Object.fromEntries(conflict.clashes.map((clash) => [clash.field, choiceOf(clash)]));
      const result = await resolveConflict(entry, picked, (call) => callApi(call, dispatch));
      setBusy(false);
      if (!result.ok) {
        setProblem(result.error);
        return;
      }
    } else {
      // Only this tablet's value can be kept here: it is sent again against the server's newest version.
      await sendAgain(entry);
      setBusy(false);
    }
    notification.success({ title: 'Conflict resolved', description: entry.label });
  };

  const drop = () =>
    confirm({
      title: 'Discard your change?',
      content: `${entry.label}: what was changed on this tablet will not be sent${dependents > 0 ? `, nor the ${dependents} later change(s) to it` : ''}. This cannot be undone.`,
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: async () => {
        const dropped = await discard(entry);
        notification.info({ title: 'Change discarded', description: dropped ? `${entry.label}, and ${dropped} change(s) that depended on it` : entry.label });
      },
    });

  const clashes = conflict.clashes;
  const editable = resolvesOnServer(entry);
  return (
    <Card
      title={entry.label}
      extra={<Tag style={{ color: '#a31515', background: '#fdecea', borderColor: '#f5b5b0', fontWeight: 500 }}>Conflict</Tag>}
      role="region"
      aria-label={`Conflict: ${entry.label}`}
      style={{ marginBottom: 16 }}
    >
      {modalHolder}
      <Typography.Paragraph>
        Changed on this tablet {deviceTimeText(entry.deviceTime)}. Someone else changed {clashes.length === 1 ? 'the same field' : 'the same fields'}{' '}
        meanwhile (the server is now at version {conflict.currentVersion}). Choose what to keep for each.
        {dependents > 0 && ` ${dependents} later change(s) to it wait for this.`}
      </Typography.Paragraph>
      {theirs && (
        <Typography.Paragraph>
          The other change: by <strong>{theirs.actorUsername ?? 'the system'}</strong>, {formatWhen(theirs.recordedAt)}.
        </Typography.Paragraph>
      )}
      <CompactTable<FieldClash>
        label={`Clashing fields of ${entry.label}`}
        rows={clashes}
        rowKey={(clash) => clash.field}
        emptyText="Someone else changed this record meanwhile."
        columns={[
          { title: 'Field', render: (clash) => <strong>{fieldLabel(clash.field)}</strong> },
          { title: 'Before', render: (clash) => fieldValue(clash.field, clash.base) },
          { title: 'This tablet', render: (clash) => fieldValue(clash.field, clash.mine) },
          { title: 'Server', render: (clash) => fieldValue(clash.field, clash.theirs) },
          {
            title: 'Keep',
            render: (clash) => (
              <Space direction="vertical" size={8}>
                <Radio.Group
                  aria-label={`Keep for ${fieldLabel(clash.field)}`}
                  value={choices[clash.field] ?? 'mine'}
                  onChange={(event) => setChoices((all) => ({ ...all, [clash.field]: event.target.value as Choice }))}
                  optionType="button"
                  options={[
                    { value: 'mine', label: 'This tablet' },
                    { value: 'theirs', label: 'Server' },
                    ...(editable ? [{ value: 'edited', label: 'Edit' }] : []),
                  ]}
                />
                {choices[clash.field] === 'edited' && (
                  <Input
                    aria-label={`New ${fieldLabel(clash.field)}`}
                    value={edits[clash.field] ?? editText(clash.mine)}
                    onChange={(event) => setEdits((all) => ({ ...all, [clash.field]: event.target.value }))}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      {alsoChanged.length > 0 && (
        <Typography.Paragraph style={{ marginTop: 12 }}>
          Also in this change, kept whatever you choose:{' '}
          {alsoChanged.map((field) => `${fieldLabel(field)} ${fieldValue(field, entry.base?.[field])} → ${fieldValue(field, changedValues(entry)[field])}`).join('; ')}.
        </Typography.Paragraph>
      )}
      {problem && (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 12 }}>
          {problem}
        </Typography.Paragraph>
      )}
      <Space wrap style={{ marginTop: 16 }}>
        <Button type="primary" loading={busy} onClick={() => void resolve()}>
          Resolve
        </Button>
        <Button danger onClick={drop} disabled={busy}>
          Discard my change
        </Button>
      </Space>
    </Card>
  );
}
