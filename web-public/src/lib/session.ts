// Who is signed in (SPEC §4): loading, then a user or nobody; a 401 or any failure means signed out.
// Refetched on focus and when the network comes back. Asked only when the browser holds the signed-in hint
// cookie the server sets at sign-in: a visitor who never signed in is not sent a 401 on every page.
import { useCallback, useEffect, useState } from 'react';
import type { User } from '@forecourt/contracts/user';
import { SIGNED_IN_HINT_COOKIE } from '@forecourt/contracts/session-hint';
import { api } from './api.ts';

export interface Session {
  user: User | null;
  loading: boolean;
  logout(): Promise<void>;
}

export function useSession(): Session {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const refresh = useCallback(() => {
    if (!mayBeSignedIn()) {
      setUser(null);
      setLoading(false);
      return;
    }
    api<User>('/api/user').then(
      (u) => setUser(u),
      () => setUser(null),
    ).finally(() => setLoading(false));
  }, []);
  useEffect(() => {
    refresh();
    window.addEventListener('focus', refresh);
    window.addEventListener('online', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('online', refresh);
    };
  }, [refresh]);
  const logout = useCallback(async () => {
    await api('/api/logout', { method: 'POST' });
    setUser(null);
  }, []);
  return { user, loading, logout };
}

const mayBeSignedIn = () => document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
