// A vehicle's Details / History tabs, with antd's Tabs under them, only where a vehicle has a past: its edit screen.
// The edit routes fetch them beside the form (app/router.tsx) and the server preloads them for those addresses
// (contracts/site.ts), so they draw with the screen; an add form, which has no tabs, never loads them.
import { use, type ComponentProps } from 'react';
import { onDemand } from '../../lib/on-demand.ts';

type Tabs = typeof import('./DetailsAndHistory.tsx');

let loaded: Tabs | undefined;

export const loadDetailsAndHistory = onDemand(() =>
  import('./DetailsAndHistory.tsx').then((module) => {
    loaded = module;
    return module;
  }),
);

/** The tabs, drawn at once once fetched; drawn anywhere else (a car just added, shown on), they wait for their code. */
export function DetailsAndHistory(props: ComponentProps<Tabs['DetailsAndHistory']>) {
  const { DetailsAndHistory: Loaded } = loaded ?? use(loadDetailsAndHistory());
  return <Loaded {...props} />;
}
