// Every staff route of SPEC §2. Each screen is its own chunk loaded on demand, so the first screen only fetches the
// code it shows; the guards decide before any protected screen's code is asked for.
import type { ComponentType } from 'react';
import { createRouter, type Route } from '../lib/router/RouterProvider.tsx';
import { RequireUser } from '../features/auth/components/RequireUser.tsx';
import { RequireAdmin } from '../features/auth/components/RequireAdmin.tsx';
import { ScreenLoadError } from '../components/ScreenLoadError.tsx';
import { screenReads } from './route-reads.ts';
import { loadDetailsAndHistory } from '../components/vehicle-history/details-and-history-on-demand.tsx';

const manageCars = async () => (await import('../features/cars/pages/ManageCarsPage.tsx')).ManageCarsPage;
const carForm = async () => (await import('../features/cars/pages/CarFormPage.tsx')).CarFormPage;
const campervanForm = async () => (await import('../features/campervans/pages/CampervanFormPage.tsx')).CampervanFormPage;
/** An edit screen: the form with the vehicle's Details / History tabs, fetched together (an add form has no tabs). */
const withTabs = (form: () => Promise<ComponentType>) => async () => {
  const [screen] = await Promise.all([form(), loadDetailsAndHistory()]);
  return screen;
};

export const routes: Route[] = [
  { path: '/auth', lazy: async () => (await import('../features/auth/pages/LoginPage.tsx')).LoginPage },
  // The forgotten-password request and, with ?token=…, the new password: for people who cannot sign in.
  { path: '/reset-password', lazy: async () => (await import('../features/auth/pages/ResetPasswordPage.tsx')).ResetPasswordPage },
  {
    element: <RequireUser />,
    reads: screenReads,
    children: [
      {
        lazy: async () => (await import('../components/AdminLayout.tsx')).AdminLayout,
        // A screen that cannot be opened says so in its own place, beside the menu.
        children: [
          {
            errorElement: <ScreenLoadError />,
            children: [
              { path: '/dashboard', lazy: async () => (await import('../features/dashboard/pages/DashboardPage.tsx')).DashboardPage },
              { path: '/admin/cars', lazy: manageCars },
              { path: '/manage-cars', lazy: manageCars },
              { path: '/admin/cars/new', lazy: carForm },
              { path: '/admin/cars/edit/:id', lazy: withTabs(carForm) },
              { path: '/email-settings', lazy: async () => (await import('../features/recipients/pages/EmailSettingsPage.tsx')).EmailSettingsPage },
              // SPEC §6: login history checks only that a user exists; the server shows a plain user their own sign-ins.
              // What this tablet holds that the server does not have yet: clashes, refusals, and what waits.
              { path: '/sync', lazy: async () => (await import('../features/sync/pages/SyncPage.tsx')).SyncPage },
              { path: '/login-history', lazy: async () => (await import('../features/logins/pages/LoginHistoryPage.tsx')).LoginHistoryPage },
              {
                element: <RequireAdmin otherwise="redirect" />,
                children: [
                  { path: '/manage-users', lazy: async () => (await import('../features/users/pages/ManageUsersPage.tsx')).ManageUsersPage },
                  { path: '/messages', lazy: async () => (await import('../features/messages/pages/MessagesPage.tsx')).MessagesPage },
                  // The owner's view of the event log: who changed what and when.
                  { path: '/activity', lazy: async () => (await import('../features/activity/pages/ActivityPage.tsx')).ActivityPage },
                ],
              },
              {
                element: <RequireAdmin otherwise="deny" />,
                children: [
                  { path: '/manage-campervans', lazy: async () => (await import('../features/campervans/pages/ManageCampervansPage.tsx')).ManageCampervansPage },
                  { path: '/edit-campervan', lazy: campervanForm },
                  { path: '/edit-campervan/:id', lazy: withTabs(campervanForm) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', lazy: async () => (await import('../components/NotFoundPage.tsx')).NotFoundPage },
];

// A screen (or the layout) that cannot be opened says so.
export const router = createRouter([
  {
    errorElement: (
      // Where not even the layout could be opened, so no page pads it.
      <div style={{ padding: 24 }}>
        <ScreenLoadError />
      </div>
    ),
    children: routes,
  },
]);
