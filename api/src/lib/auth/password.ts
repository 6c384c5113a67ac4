// Passwords hashed with scrypt and compared in constant time; the stored form carries its own parameters.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;
// A stored hash is read back with its own parameters; these bounds keep a damaged row from costing unbounded work.
const MAX_MEMORY = 64 * 1024 * 1024;
const MAX_P = 16;
const memoryOf = (n: number, rr: number) => 128 * n * rr;

/** The stored form: scrypt$N$r$p$salt$key (base64), so the parameters can be raised later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `password` matches `stored`; false for a wrong password and for a stored value that is not ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = parseStored(stored);
  if (!parts) return false;
  const actual = await scrypt(password.normalize('NFKC'), parts.salt, parts.key.length, {
    N: parts.N,
    r: parts.r,
    p: parts.p,
    maxmem: 2 * memoryOf(parts.N, parts.r),
  });
  return timingSafeEqual(actual, parts.key);
}

interface StoredParts {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseStored(stored: string): StoredParts | undefined {
  const [scheme, n, rr, pp, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !key || rest.length > 0) return undefined;
  const parts = { N: Number(n), r: Number(rr), p: Number(pp), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
  const powerOfTwo = Number.isInteger(parts.N) && parts.N > 1 && (parts.N & (parts.N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(parts.r) || parts.r < 1 || memoryOf(parts.N, parts.r) > MAX_MEMORY) return undefined;
  if (!Number.isInteger(parts.p) || parts.p < 1 || parts.p > MAX_P) return undefined;
  if (parts.salt.length < 8 || parts.key.length < 16) return undefined;
  return parts;
}

/** A hash of a random password, compared against when a username is unknown, so both paths take the same time. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(16).toString('hex'));
