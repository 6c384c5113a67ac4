// What a UserUpdated audit event records: only the profile fields that really changed.
import { describe, expect, it } from 'vitest';
import { changedProfile, type UserProfile } from './users.events.ts';

const current: UserProfile = { username: 'mia', email: 'mia@forecourt.test', firstName: 'Mia', lastName: 'Ngata', isAdmin: false };

describe('changedProfile', () => {
  it('is empty when the form sends the account back as it is', () => {
    expect(changedProfile(current, { ...current })).toEqual({});
  });

  it('leaves out absent fields (they stay as they are)', () => {
    expect(changedProfile(current, { email: 'new@forecourt.test' })).toEqual({ email: 'new@forecourt.test' });
  });

  it('records a change of case, a cleared name and a change of role', () => {
    expect(changedProfile(current, { username: 'Mia', lastName: '', isAdmin: true })).toEqual({ username: 'Mia', lastName: '', isAdmin: true });
  });

  it('records taking rights away (false is a value, not an absence)', () => {
    expect(changedProfile({ ...current, isAdmin: true }, { isAdmin: false })).toEqual({ isAdmin: false });
  });

  it('never carries anything but profile fields, whatever else it is given', () => {
    const withSecret = { ...current, firstName: 'Kiri', password: 'secret-pass' } as Partial<UserProfile>;
    expect(changedProfile(current, withSecret)).toEqual({ firstName: 'Kiri' });
  });
});
