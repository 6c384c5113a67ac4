// The staff app's entry: the store, the Ant Design theme and the router. Every screen loads on demand.
import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { store } from './lib/store.ts';
import { ThemeProvider } from './app/ThemeProvider.tsx';
import { router } from './app/router.tsx';
import { StaffServiceWorker } from './app/pwa/StaffServiceWorker.tsx';
import './app/antd.css';
import './app/global.css';

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
