// Who is signed in on this tablet, as the session calls last said: whose changes the outbox holds and sends. Kept
// here rather than read from the store, so the data layer and the uploader can ask without importing the screens'.
import type { User } from '@forecourt/contracts/user';

type Listener = (user: User | null) => void;
let current: User | null = null;
const listeners = new Set<Listener>();

export const signedInUser = (): User | null => current;

export function setSignedIn(user: User | null): void {
  const changed = current?.id !== user?.id;
  current = user;
  if (changed) listeners.forEach((listener) => listener(user));
}

/** Calls `listener` whenever a different person (or nobody) is signed in. */
export function onSignedInChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
