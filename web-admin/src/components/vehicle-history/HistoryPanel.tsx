// A vehicle's History panel, loaded when it is first shown: its code (the timeline, a past version's dialog, the
// descriptions of every change) is not needed to add a vehicle or to edit one, only to look back. A vehicle's edit
// screen asks for it once the tablet is idle, so the History tab opens without waiting for it.
//
// Should its code not arrive (the Wi-Fi gone on a tablet that does not hold the app yet), the tab says so with Try
// again, and the form behind the Details tab keeps whatever was typed.
import type { ComponentProps } from 'react';
import { Skeleton } from 'antd';
import type { VehicleHistoryPanel } from './VehicleHistoryPanel.tsx';
import { usePreloadWhenIdle } from '../../lib/preload-when-idle.ts';
import { OnDemand } from '../OnDemand.tsx';
import { RetryAlert } from '../RetryAlert.tsx';

const load = () => import('./VehicleHistoryPanel.tsx');
const panel = async () => (await load()).VehicleHistoryPanel;

export function HistoryPanel(props: ComponentProps<typeof VehicleHistoryPanel>) {
  return (
    <OnDemand
      load={panel}
      props={props}
      loading={<Skeleton active title={false} paragraph={{ rows: 4 }} />}
      failure={(retry) => <RetryAlert title="The history could not be loaded. Check the connection, then try again." onRetry={retry} />}
    />
  );
}

/** Fetches the panel's code once the tablet has nothing else to do. */
export const usePreloadedHistoryPanel = (): void => usePreloadWhenIdle(load);
