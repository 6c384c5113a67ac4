// Where the staff app's service worker comes in: only a production build registers it (a dev server's modules change
// all the time) and only in a browser that has service workers; its code loads after the first screen.
import { lazy, Suspense } from 'react';

const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx'));

const enabled = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function StaffServiceWorker() {
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
