// Who may do what (SPEC §6), checked on the server by every service that changes something.
import type { User } from '@forecourt/contracts';
import { forbidden, unauthorized } from '../errors.ts';

export function requireUser(user: User | null | undefined): User {
  if (!user) throw unauthorized('Please sign in to do this');
  return user;
}

export function requireAdmin(user: User | null | undefined): User {
  const signedIn = requireUser(user);
  if (!signedIn.isAdmin) throw forbidden('Only administrators can do this');
  return signedIn;
}
