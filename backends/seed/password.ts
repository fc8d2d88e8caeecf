import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const keyLength = 32;

/**
 * scrypt hash stored as "salt:hash" in hex. The seed passes a fixed salt so two fresh databases are
 * identical; real sign-ups get a random one.
 */
export function hashPassword(password: string, salt: string = randomBytes(16).toString('hex')): string {
  return `${salt}:${scryptSync(password, salt, keyLength).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string | null | undefined): boolean {
  const [salt, hash] = (stored ?? '').split(':');
  if (!salt || !hash || !/^[0-9a-f]+$/i.test(hash)) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length);
  return expected.length === keyLength && timingSafeEqual(actual, expected);
}
