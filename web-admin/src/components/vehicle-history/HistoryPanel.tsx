// A vehicle's History panel, loaded when it is first shown: its code (the timeline, a past version's dialog, the
// descriptions of every change) is not needed to add a vehicle or to edit one, only to look back. A vehicle's edit
// screen asks for it once the tablet is idle, so the History tab opens without waiting for it.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';
import { usePreloadWhenIdle } from '../../lib/preload-when-idle.ts';

const load = () => import('./VehicleHistoryPanel.tsx');
const VehicleHistoryPanel = lazy(() => load().then((module) => ({ default: module.VehicleHistoryPanel })));

export function HistoryPanel(props: ComponentProps<typeof VehicleHistoryPanel>) {
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
      <VehicleHistoryPanel {...props} />
    </Suspense>
  );
}

/** Fetches the panel's code once the tablet has nothing else to do. */
export const usePreloadedHistoryPanel = (): void => usePreloadWhenIdle(load);
