// Administrator-only screens (SPEC §6): User Management sends others to the dashboard; the campervan screens tell
// them 'Access Denied'. Sits inside RequireUser, so a user is always known here. The denial (antd's Result, with its
// pictures) loads only when someone is denied: it is no part of the code every screen waits for.
import { lazy, Suspense } from 'react';
import { Navigate } from '../../../lib/router/Link.tsx';
import { Outlet } from '../../../lib/router/RouterProvider.tsx';
import { useCurrentUser } from '../../../lib/session-api.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';

const AccessDenied = lazy(async () => ({ default: (await import('../../../components/AccessDenied.tsx')).AccessDenied }));

export function RequireAdmin({ otherwise }: { otherwise: 'redirect' | 'deny' }) {
  const { user } = useCurrentUser();
  if (user?.isAdmin) return <Outlet />;
  if (otherwise === 'redirect') return <Navigate to="/dashboard" replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AccessDenied />
    </Suspense>
  );
}
