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

/** Once the first address's screens are fetched (or could not be). */
function firstScreen(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.ready) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.ready) return;
      stop();
      resolve();
    });
  });
}

/**
 * Draws the app into the page (the entry calls it once the app's styles are in), in place of the page's own spinner
 * (index.html), once the first screen's code is in: that code was asked for with the app's and mostly arrives with it,
 * and drawing a spinner of the app's own first, to replace it a moment later, held the first screen back on the tablet.
 */
export async function startApp(): Promise<void> {
  await firstScreen();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider>
          {/* A move renders straight away rather than as an interruptible transition: on the tablet a screen's first
              render, sliced into 5 ms pieces, took half as long again. Screens that want a tap answered first (the
              History tab, a list's search) show their own state at once and make the move in a transition. The
              page's own spinner stands in while the first screen's code arrives (the app is drawn once it is in). */}
          <RouterProvider router={router} fallback={<PageSpinner />} />
          <StaffServiceWorker />
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
