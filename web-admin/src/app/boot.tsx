// The app itself: the store, the Ant Design theme and the router. Every screen loads on demand, and zod with the first
// module that needs it (set up for the Content-Security-Policy as it loads: lib/zod-without-eval.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { store } from '../lib/store.ts';
import { ThemeProvider } from './ThemeProvider.tsx';
import { router } from './router.tsx';
import { StaffServiceWorker } from './pwa/StaffServiceWorker.tsx';

/** Draws the app into the page (the entry calls it once the app's styles are in). */
export function startApp(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider>
          {/* Router changes render straight away rather than as interruptible transitions: on the tablet a screen's
              first render, sliced into 5 ms pieces, took half as long again. Screens that want a tap answered first
              (the History tab) show their own state at once and let the address follow. */}
          <RouterProvider router={router} useTransitions={false} />
          <StaffServiceWorker />
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
