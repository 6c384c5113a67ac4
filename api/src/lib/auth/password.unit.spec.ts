// Password hashing: the stored form, matching, and refusing anything that is not a hash of ours.
import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password.ts';

describe('hashPassword', () => {
  it('stores scrypt with its parameters, a 16-byte salt and a 64-byte key, never the password', async () => {
    const stored = await hashPassword('correct-horse-battery');
    const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(rest).toEqual([]);
    expect(stored).not.toContain('correct-horse-battery');
  });

  it('salts every hash, so the same password never gives the same stored value', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });
});

describe('verifyPassword', () => {
  it('accepts the password and refuses any other, including case and whitespace changes', async () => {
    const stored = await hashPassword('Tr1cky pass ');
    expect(await verifyPassword('Tr1cky pass ', stored)).toBe(true);
    expect(await verifyPassword('tr1cky pass ', stored)).toBe(false);
    expect(await verifyPassword('Tr1cky pass', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats the composed and decomposed forms of an accented password as the same (NFKC)', async () => {
    const composed = 'caf\u00e9-m\u0101ori';
    const decomposed = 'cafe\u0301-ma\u0304ori';
    expect(composed).not.toBe(decomposed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('refuses a changed salt or key', async () => {
    const stored = await hashPassword('correct-horse-battery');
    const parts = stored.split('$');
    const otherSalt = [...parts.slice(0, 4), Buffer.alloc(16, 7).toString('base64'), parts[5]].join('$');
    const otherKey = [...parts.slice(0, 5), Buffer.alloc(64, 7).toString('base64')].join('$');
    expect(await verifyPassword('correct-horse-battery', otherSalt)).toBe(false);
    expect(await verifyPassword('correct-horse-battery', otherKey)).toBe(false);
  });

  it('answers false, without throwing, for stored values that are not a hash of ours', async () => {
    const stored = await hashPassword('correct-horse-battery');
    const [, , , , salt, key] = stored.split('$');
    const malformed = [
      '',
      'correct-horse-battery',
      `bcrypt$16384$8$1$${salt}$${key}`,
      `scrypt$16384$8$1$${salt}`,
      `scrypt$abc$8$1$${salt}$${key}`,
      `scrypt$1000$8$1$${salt}$${key}`,
      `scrypt$16384$0$1$${salt}$${key}`,
      `scrypt$16384$8$-1$${salt}$${key}`,
      `scrypt$1073741824$8$1$${salt}$${key}`,
      `scrypt$16384$8$1$$${key}`,
      `scrypt$16384$8$1$${salt}$${key}$extra`,
    ];
    for (const value of malformed) {
      expect(await verifyPassword('correct-horse-battery', value), value).toBe(false);
    }
  });

  it('checks a hash made with other parameters by those parameters', async () => {
    const stored = await hashPassword('correct-horse-battery');
    const [, , , , salt] = stored.split('$');
    // A hash made by an earlier, cheaper setting still verifies.
    const key = scryptSync('correct-horse-battery', Buffer.from(salt!, 'base64'), 32, { N: 1024, r: 8, p: 1 });
    const older = `scrypt$1024$8$1$${salt}$${key.toString('base64')}`;
    expect(await verifyPassword('correct-horse-battery', older)).toBe(true);
    expect(await verifyPassword('wrong-horse-battery', older)).toBe(false);
  });

  it('has a dummy hash to compare against for unknown usernames, which no short guess matches', async () => {
    const dummy = await DUMMY_HASH_PROMISE;
    expect(dummy.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('', dummy)).toBe(false);
    expect(await verifyPassword('password', dummy)).toBe(false);
  });
});
