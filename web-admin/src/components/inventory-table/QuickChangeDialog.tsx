// The dialog of a list's quick change (see QuickChange.tsx): the price typed and saved, or a status chosen with one
// tap, sent as the full form's update; someone else's change meanwhile shown and replaced only on a second save. Its
// code (antd's dialog with it) comes once the list is drawn and the tablet idle, or on the first tap.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Modal, type InputRef } from 'antd';
import { formatNZD } from '@forecourt/contracts/money';
import { saveRefusal } from '../../lib/version-conflict.ts';
import { isPendingSync } from '../../lib/offline/rows.ts';
import { GroupedNumberInput, type TypedNumber } from '../form/GroupedNumberInput.tsx';
import { useFeedback } from '../../lib/feedback.tsx';
import type { DialogProps, Vehicle } from './QuickChange.tsx';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function QuickChangeDialog<Row extends Vehicle>({ row, what, shown: isShown, options, onClose, afterClose }: DialogProps<Row>) {
  const { notification } = useFeedback();
  const { noun, price, status } = options;
  const name = options.name(row);
  const field = what === 'price' ? price.field : status.field;
  const inputId = useId();
  const errorId = useId();
  // The version the change is sent against: the list's, or after a clash the one that holds the other person's value.
  const [base, setBase] = useState<Row>(row);
  const [typed, setTyped] = useState<TypedNumber>(row[price.field] as number);
  const [problem, setProblem] = useState<string | undefined>();
  const [clash, setClash] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const priceInput = useRef<InputRef>(null);

  const statusLabel = (value: unknown) => status.choices.find((c) => c.value === value)?.label ?? String(value);
  const shown = (value: unknown) => (what === 'price' ? formatNZD(value as number) : statusLabel(value));

  const send = async (value: string | number) => {
    if (saving) return;
    setSaving(true);
    setProblem(undefined);
    try {
      const answer = await options.update({ id: base.id, version: base.version, body: { [field]: value } });
      if (!answer.error) {
        onClose();
        notification.success(
          isPendingSync(answer.data)
            ? { title: 'Saved on this tablet', description: `The ${noun} is kept on this tablet and will be sent when the network is back.` }
            : what === 'price'
              ? { title: 'Success', description: `${capitalised(price.words)} of ${name} changed to ${formatNZD(value as number)}.` }
              : { title: 'Success', description: `${name} is now ${statusLabel(value)}.` },
        );
        return;
      }
      const refusal = saveRefusal<Row>(answer.error);
      if (refusal.conflict?.current) {
        const theirs = refusal.conflict.current;
        setBase(theirs);
        setClash(
          `Someone else changed this ${noun} meanwhile: its ${what === 'price' ? price.words : 'status'} is now ${shown(theirs[field])}. ` +
            (what === 'price' ? 'Save again to replace it with yours.' : 'Choose again to replace it.'),
        );
        return;
      }
      const issue = refusal.issues?.find((i) => i.path === field) ?? refusal.issues?.[0];
      if (issue) {
        setProblem(issue.message);
        return;
      }
      notification.error({ title: 'Error', description: `Failed to update ${noun}. Please try again.` });
    } catch (error) {
      console.error(`Failed to update ${noun}`, error);
      notification.error({ title: 'Error', description: `Failed to update ${noun}. Please try again.` });
    } finally {
      setSaving(false);
    }
  };

  const savePrice = async (event?: FormEvent) => {
    event?.preventDefault();
    // A rule that could not load (its code not on the tablet, and no network) leaves the price to the save's own answer.
    const refused = await price.check(typed).catch(() => undefined);
    if (refused) {
      setProblem(refused);
      return;
    }
    void send(typed as number);
  };

  const current = shown(base[field]);
  return (
    <Modal
      open={isShown}
      afterClose={afterClose}
      // The dialog takes focus as it opens; then the price, selected, so what is typed replaces it.
      afterOpenChange={(opened) => {
        if (opened && priceInput.current) {
          priceInput.current.focus();
          priceInput.current.select();
        }
      }}
      centered
      title={what === 'price' ? `Change ${price.words}: ${name}` : `Change status: ${name}`}
      onCancel={saving ? undefined : onClose}
      closable={!saving}
      keyboard={!saving}
      destroyOnHidden
      footer={
        what === 'price'
          ? [
              <Button key="cancel" onClick={onClose} disabled={saving} className="quick-change-footer-button">
                Cancel
              </Button>,
              <Button key="save" type="primary" loading={saving} onClick={() => void savePrice()} className="quick-change-footer-button">
                Save {price.words}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose} disabled={saving} className="quick-change-footer-button">
                Cancel
              </Button>,
            ]
      }
    >
      <p className="quick-change-now">Now {current}</p>
      {clash && <Alert type="warning" showIcon title={clash} className="quick-change-clash" />}
      {what === 'price' ? (
        <form onSubmit={(event) => void savePrice(event)} noValidate>
          <label htmlFor={inputId} className="quick-change-label">
            New {price.words} (NZD)
          </label>
          <GroupedNumberInput
            id={inputId}
            ref={priceInput}
            size="large"
            value={typed}
            onChange={(v) => {
              setTyped(v);
              setProblem(undefined);
            }}
            grouped
            prefix="$"
            status={problem ? 'error' : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
          {problem && (
            <div id={errorId} role="alert" className="quick-change-problem">
              {problem}
            </div>
          )}
        </form>
      ) : (
        <>
          <div role="group" aria-label="Status" className="quick-change-choices">
            {status.choices.map((choice) => {
              const chosen = choice.value === base[status.field];
              return (
                <Button
                  key={choice.value}
                  size="large"
                  type={chosen ? 'primary' : 'default'}
                  aria-pressed={chosen}
                  disabled={saving}
                  onClick={() => (chosen ? onClose() : void send(choice.value))}
                >
                  {choice.label}
                </Button>
              );
            })}
          </div>
          {problem && (
            <div role="alert" className="quick-change-problem">
              {problem}
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
