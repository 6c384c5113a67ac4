// Administrator-only screens (SPEC §6): User Management sends others to the dashboard; the campervan screens tell
// them 'Access Denied'. Sits inside RequireUser, so a user is always known here.
import { Navigate, Outlet } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/session-api.ts';
import { AccessDenied } from '../../../components/AccessDenied.tsx';

export function RequireAdmin({ otherwise }: { otherwise: 'redirect' | 'deny' }) {
  const { user } = useCurrentUser();
  if (user?.isAdmin) return <Outlet />;
  return otherwise === 'redirect' ? <Navigate to="/dashboard" replace /> : <AccessDenied />;
}
