// Every staff route of SPEC §2. Each screen is its own chunk loaded on demand, so the first screen only fetches the
// code it shows; the guards decide before any protected screen's code is asked for.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireUser } from '../features/auth/components/RequireUser.tsx';
import { RequireAdmin } from '../features/auth/components/RequireAdmin.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';

type Lazy = NonNullable<RouteObject['lazy']>;

const screen = (load: () => Promise<ComponentType>): Lazy => async () => ({ Component: await load() });

/** A staff screen still to be built: the layout with a 'Coming soon' notice under the screen's title. */
const comingSoon = (title: string): Lazy => async () => {
  const { ComingSoonPage } = await import('../components/ComingSoonPage.tsx');
  return { Component: () => <ComingSoonPage title={title} /> };
};

const placeholder = (path: string, title: string): RouteObject => ({ path, lazy: comingSoon(title) });

export const routes: RouteObject[] = [
  { path: '/auth', lazy: screen(async () => (await import('../features/auth/pages/LoginPage.tsx')).LoginPage) },
  {
    element: <RequireUser />,
    children: [
      {
        lazy: screen(async () => (await import('../components/AdminLayout.tsx')).AdminLayout),
        children: [
          { path: '/dashboard', lazy: screen(async () => (await import('../features/dashboard/pages/DashboardPage.tsx')).DashboardPage) },
          placeholder('/admin/cars', 'Manage Cars'),
          placeholder('/manage-cars', 'Manage Cars'),
          placeholder('/admin/cars/new', 'Add New Car'),
          placeholder('/admin/cars/edit/:id', 'Edit Car'),
          placeholder('/email-settings', 'Email Settings'),
          placeholder('/login-history', 'Login History'),
          {
            element: <RequireAdmin otherwise="redirect" />,
            children: [placeholder('/manage-users', 'User Management')],
          },
          {
            element: <RequireAdmin otherwise="deny" />,
            children: [
              placeholder('/manage-campervans', 'Manage Campervans'),
              placeholder('/edit-campervan', 'Add New Campervan'),
              placeholder('/edit-campervan/:id', 'Edit Campervan'),
            ],
          },
        ],
      },
    ],
  },
  { path: '*', lazy: screen(async () => (await import('../components/NotFoundPage.tsx')).NotFoundPage) },
];

// The spinner stands in while the first screen's code arrives.
export const router = createBrowserRouter([{ HydrateFallback: PageSpinner, children: routes }]);
