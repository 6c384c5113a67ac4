// Where the staff app's service worker comes in: only a production build registers it (a dev server's modules change
// all the time) and only in a browser that has service workers; its code loads after the first screen. Should that
// code not arrive (the Wi-Fi gone just after a first visit's screen), nothing is shown and the app carries on: the next
// opening registers it.
import { OnDemand } from '../../components/OnDemand.tsx';
import { onDemand } from '../../lib/on-demand.ts';

const loadUpdatePrompt = onDemand(async () => (await import('./UpdatePrompt.tsx')).default);

const enabled = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function StaffServiceWorker() {
  if (!enabled) return null;
  return <OnDemand load={loadUpdatePrompt} props={{}} loading={null} failure={() => null} />;
}
