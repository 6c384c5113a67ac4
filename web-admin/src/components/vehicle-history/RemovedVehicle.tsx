// A car or campervan that was removed from the yard: its edit address still opens, on its History, which the log keeps
// whole. Restoring a version from before the removal relists it (as new changes; nothing is lost).
import { Alert } from 'antd';
import { ButtonLink } from '../ButtonLink.tsx';
import { PageHeading } from '../PageHeading.tsx';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetVehicleHistoryQuery, type VehicleKind } from '../../lib/vehicle-history-api.ts';
import { HistoryPanel } from './HistoryPanel.tsx';

const WORDS: Record<VehicleKind, { title: string; noun: string; list: string; back: string }> = {
  car: { title: 'Edit Car', noun: 'car', list: '/admin/cars', back: 'Back to Cars' },
  campervan: { title: 'Edit Campervan', noun: 'campervan', list: '/manage-campervans', back: 'Back to Campervans' },
};

/** Whether a failed read of a vehicle means it is not on the books (404), rather than that it could not be read. */
export const isNotFound = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * For a vehicle its address could not find: 'removed' when its history shows it was listed and removed, 'checking'
 * while the history is read, 'absent' when there never was one (or the history cannot say): the page's own error.
 */
export function useRemoved(kind: VehicleKind, id: number | null, notFound: boolean): 'removed' | 'checking' | 'absent' {
  const asked = notFound && id !== null && Number.isInteger(id) && id > 0;
  const history = useGetVehicleHistoryQuery(asked ? { kind, id } : skipToken);
  if (!asked) return 'absent';
  // Once read, a refetch (the History panel reads afresh as it opens) keeps the answer: no flicker, no loop.
  if (history.data) return history.data.deleted ? 'removed' : 'absent';
  return history.isError ? 'absent' : 'checking';
}

export function RemovedVehicle({ kind, id, onRelisted }: { kind: VehicleKind; id: number; onRelisted: () => void }) {
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
