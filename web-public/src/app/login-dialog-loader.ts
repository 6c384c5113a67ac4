// The login dialog's code, fetched only when a visitor heads for 'Admin Login' (hover or focus starts it early),
// so the home page's first script does not carry it.
import { lazy } from 'react';

const load = () => import('../features/login/LoginDialog.tsx');

export const preloadLoginDialog = (): void => {
  void load();
};

export const LoginDialog = lazy(() => load().then((m) => ({ default: m.LoginDialog })));
