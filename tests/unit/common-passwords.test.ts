import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '@/server/customer/common-passwords';

/** ASVS 5.0 V6.2: a new password is checked against a list of the most commonly used ones. */
describe('common passwords', () => {
  it.each(['password', '12345678', 'P@ssw0rd', 'PASSWORD', 'qwertyuiop', 'iloveyou1'])(
    'refuses %s, or a case or l33t variant of a listed one',
    async (password) => expect(await isCommonPassword(password)).toBe(true),
  );

  it.each(['maison-demo-2026', 'correct horse battery', 'Soie&Cachemire-1927'])(
    'accepts %s, which is no entry of the list',
    async (password) => expect(await isCommonPassword(password)).toBe(false),
  );
});
