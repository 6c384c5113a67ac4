// The app itself: the store, the Ant Design theme and the router. Every screen loads on demand, and zod with the first
// module that needs it (set up for the Content-Security-Policy as it loads: lib/zod-without-eval.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from '../lib/router/RouterProvider.tsx';
import { store } from '../lib/store.ts';
import { ThemeProvider } from './ThemeProvider.tsx';
import { router } from './router.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { StaffServiceWorker } from './pwa/StaffServiceWorker.tsx';

/** Draws the app into the page (the entry calls it once the app's styles are in). */
export function startApp(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider>
          {/* A move renders straight away rather than as an interruptible transition: on the tablet a screen's first
              render, sliced into 5 ms pieces, took half as long again. Screens that want a tap answered first (the
              History tab, a list's search) show their own state at once and make the move in a transition. The
              spinner stands in while the first screen's code arrives. */}
          <RouterProvider router={router} fallback={<PageSpinner />} />
          <StaffServiceWorker />
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
