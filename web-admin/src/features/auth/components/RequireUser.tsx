// Protected routes (SPEC §2): a spinner while the user loads, the login page for someone signed out.
import { Navigate } from '../../../lib/router/Link.tsx';
import { Outlet, useLocation } from '../../../lib/router/RouterProvider.tsx';
import { useCheckedCurrentUser } from '../../../lib/session-api.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';

export function RequireUser() {
  const { user, isLoading } = useCheckedCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
