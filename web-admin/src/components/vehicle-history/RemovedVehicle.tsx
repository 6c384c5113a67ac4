// A car or campervan that was removed from the yard: its edit address still opens, on its History, which the log keeps
// whole. Restoring a version from before the removal relists it (as new changes; nothing is lost).
// The page itself comes on demand (RemovedVehiclePage.tsx): an add or edit form never draws it.
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetVehicleHistoryQuery, type VehicleKind } from '../../lib/vehicle-history-api.ts';
import { OnDemand } from '../OnDemand.tsx';
import { PageSpinner } from '../PageSpinner.tsx';
import { RetryAlert } from '../RetryAlert.tsx';

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

export interface RemovedVehicleProps {
  kind: VehicleKind;
  id: number;
  onRelisted: () => void;
}

const loadPage = async () => (await import('./RemovedVehiclePage.tsx')).RemovedVehiclePage;

export function RemovedVehicle(props: RemovedVehicleProps) {
  return (
    <OnDemand
      load={loadPage}
      props={props}
      loading={<PageSpinner fullScreen={false} />}
      failure={(retry) => <RetryAlert title={`Failed to load this ${props.kind}'s history. Please try again.`} onRetry={retry} />}
    />
  );
}
