// The app itself: the store, the Ant Design theme and the router. Every screen loads on demand.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { store } from '../lib/store.ts';
import { ThemeProvider } from './ThemeProvider.tsx';
import { router } from './router.tsx';
import { StaffServiceWorker } from './pwa/StaffServiceWorker.tsx';

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
