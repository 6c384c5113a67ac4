// A removed car's or campervan's page (RemovedVehicle.tsx): what happened, the way back to the list, and its History,
// from which a version from before the removal relists it.
import { Alert } from 'antd';
import { ButtonLink } from '../ButtonLink.tsx';
import { PageHeading } from '../PageHeading.tsx';
import type { VehicleKind } from '../../lib/vehicle-history-api.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import type { RemovedVehicleProps } from './RemovedVehicle.tsx';

const WORDS: Record<VehicleKind, { title: string; noun: string; list: string; back: string }> = {
  car: { title: 'Edit Car', noun: 'car', list: '/admin/cars', back: 'Back to Cars' },
  campervan: { title: 'Edit Campervan', noun: 'campervan', list: '/manage-campervans', back: 'Back to Campervans' },
};

export function RemovedVehiclePage({ kind, id, onRelisted }: RemovedVehicleProps) {
  const words = WORDS[kind];
  return (
    <>
      <PageHeading title={words.title} />
      <Alert
        type="info"
        showIcon
        title={`This ${words.noun} was removed`}
        description={`It is no longer listed, but its history is kept. Restore a version from before its removal to list it again.`}
        action={<ButtonLink to={words.list}>{words.back}</ButtonLink>}
        style={{ marginBottom: 16 }}
      />
      <HistoryPanel kind={kind} id={id} onRestored={onRelisted} />
    </>
  );
}
