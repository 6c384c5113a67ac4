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
        <RouterProvider router={router} />
        <StaffServiceWorker />
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
