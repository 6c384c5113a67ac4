// Several cars at once from Manage Cars: choose them, then mark them available, reserved or sold, or remove them
// (after asking). Each car goes through the same call as its own row would (its status against the version listed,
// its removal), so the rules, the history and the tablet's outbox are the same; the toast says how many were changed
// and names any that someone else had changed meanwhile.
import { useState } from 'react';
import { Button } from 'antd';
import { useConfirm } from '../../../components/Dialog.tsx';
import type { Car } from '@forecourt/contracts/car';
import { CAR_STATUSES, CAR_STATUS_LABELS, type CarStatus } from '@forecourt/contracts/options';
import { useDeleteCarMutation } from '../../../lib/inventory-api.ts';
import { isPendingSync } from '../../../lib/offline/rows.ts';
import { asOneAction } from '../../../lib/offline/actions.ts';
import { useUpdateCarMutation } from '../car-form-api.ts';
import { useFeedback } from '../../../lib/feedback.tsx';

const name = (car: Car) => `${car.brand} ${car.model}`;
const cars = (n: number) => (n === 1 ? '1 car' : `${n} cars`);

export interface BulkCarsBarProps {
  chosen: Car[];
  /** Ends choosing (after a change, or on Done). */
  onDone: () => void;
}

export function BulkCarsBar({ chosen, onDone }: BulkCarsBarProps) {
  const { notification } = useFeedback();
  const [confirm, modalHolder] = useConfirm();
  const [updateCar] = useUpdateCarMutation();
  const [deleteCar] = useDeleteCarMutation();
  const [busy, setBusy] = useState(false);

  const report = (done: string, changed: Car[], failed: Car[], kept: boolean) => {
    const words = [
      changed.length ? `${cars(changed.length)} ${done}.` : '',
      kept ? 'Kept on this tablet; sent when the network is back.' : '',
      failed.length ? `Not changed: ${failed.map(name).join(', ')} (changed by someone else meanwhile, or refused). Open them to see why.` : '',
    ].filter(Boolean);
    (failed.length ? notification.warning : notification.success)({ title: failed.length ? 'Some cars were not changed' : 'Success', description: words.join(' ') });
  };

  const run = async (done: string, each: (car: Car) => PromiseLike<{ data?: unknown; error?: unknown }>) => {
    setBusy(true);
    const changed: Car[] = [];
    const failed: Car[] = [];
    let kept = false;
    try {
      for (const car of chosen) {
        // Each car is its own change: one waiting change per car on the tablet, as if done one by one.
        const answer = await asOneAction(async () => each(car));
        if (answer.error) failed.push(car);
        else {
          changed.push(car);
          if (answer.data && typeof answer.data === 'object' && isPendingSync(answer.data)) kept = true;
        }
      }
    } finally {
      setBusy(false);
    }
    report(done, changed, failed, kept);
    onDone();
  };

  const mark = (status: CarStatus) =>
    void run(`marked ${CAR_STATUS_LABELS[status]}`, (car) =>
      car.status === status ? Promise.resolve({ data: car }) : updateCar({ id: car.id, version: car.version, body: { status } }),
    );

  const remove = () =>
    confirm({
      title: `Remove ${cars(chosen.length)}?`,
      content: `${chosen.map(name).join(', ')} will leave the list and the website. Each stays in its history, from which it can be relisted.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => run('removed', (car) => deleteCar({ id: car.id })),
    });

  return (
    <div role="region" aria-label="Selected cars" className="bulk-bar">
      {modalHolder}
      <strong>{chosen.length ? `${cars(chosen.length)} selected` : 'Choose cars'}</strong>
      {CAR_STATUSES.map((status) => (
        <Button key={status} disabled={!chosen.length || busy} onClick={() => mark(status)}>
          Mark {CAR_STATUS_LABELS[status]}
        </Button>
      ))}
      <Button danger disabled={!chosen.length || busy} onClick={remove}>
        Remove
      </Button>
      <Button type="text" onClick={onDone} disabled={busy}>
        Done
      </Button>
    </div>
  );
}
