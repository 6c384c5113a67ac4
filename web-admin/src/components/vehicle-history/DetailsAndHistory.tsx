// The two tabs of a vehicle's edit screen: its form ('Details') and its past ('History'). The tab is kept in the
// address (?tab=history); the form stays mounted behind the History tab, so nothing typed is lost by looking. A tap
// shows the tab at once; the address follows after the paint (the router renders the whole screen for it).
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from '../../lib/router/hooks.ts';
import type { VehicleKind } from '../../lib/vehicle-history-api.ts';
import { TabStrip } from '../TabStrip.tsx';
import { HistoryPanel, usePreloadedHistoryPanel } from './HistoryPanel.tsx';

/** `onRestored`: an older version was brought back; the form reads the vehicle afresh. */
export function DetailsAndHistory({ kind, id, children, onRestored }: { kind: VehicleKind; id: number; children: ReactNode; onRestored: () => void }) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('tab') === 'history' ? 'history' : 'details';
  const [active, setActive] = useState<'details' | 'history'>(inAddress);
  usePreloadedHistoryPanel();
  // Back, Forward or a link changing the address changes the tab too.
  useEffect(() => setActive(inAddress), [inAddress]);
  return (
    <TabStrip
      activeKey={active}
      onChange={(key) => {
        setActive(key);
        startTransition(() => setParams(key === 'history' ? { tab: 'history' } : {}, { replace: true }));
      }}
      items={[
        { key: 'details', label: 'Details', children },
        { key: 'history', label: 'History', children: <HistoryPanel kind={kind} id={id} onRestored={onRestored} /> },
      ]}
    />
  );
}
