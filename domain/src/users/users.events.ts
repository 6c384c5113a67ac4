// Audit events of the 'user' stream. Accounts are an ordinary table, not rebuilt from these: the events only record
// who changed which account and how, and never carry a password or its hash (ARCHITECTURE 'The event store').
import type { User } from '@forecourt/contracts';

export const USER_STREAM = 'user';

export type UserProfile = Omit<User, 'id'>;

export interface UserCreated {
  type: 'UserCreated';
  data: { id: number } & UserProfile;
}

/** Only the fields that changed; a new password shows as `passwordChanged: true` and nothing more. */
export interface UserUpdated {
  type: 'UserUpdated';
  data: { id: number; passwordChanged?: true } & Partial<UserProfile>;
}

export interface UserDeleted {
  type: 'UserDeleted';
  data: { id: number; username: string };
}

export type UserEvent = UserCreated | UserUpdated | UserDeleted;

const PROFILE_FIELDS = ['username', 'email', 'firstName', 'lastName', 'isAdmin'] as const;

/** The profile fields of `next` that differ from `current` (absent fields in `next` are left as they are). */
export function changedProfile(current: UserProfile, next: Partial<UserProfile>): Partial<UserProfile> {
  const changes: Partial<UserProfile> = {};
  for (const field of PROFILE_FIELDS) {
    const value = next[field];
    if (value !== undefined && value !== current[field]) Object.assign(changes, { [field]: value });
  }
  return changes;
}
