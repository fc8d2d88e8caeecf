import { describe, expect, it } from 'vitest';
import { isFreshMultipass, multipassMaxAgeMs, readMultipassToken } from '../../backends/checkout/multipass';
import { multipassLoginUrl, multipassToken } from '@/server/multipass/token';

const secret = 'a-multipass-secret-of-the-store';
const customer = {
  email: 'ines@maison.example',
  first_name: 'Inès',
  last_name: "D'Arcy",
  addresses: [
    {
      first_name: 'Inès',
      last_name: "D'Arcy",
      address1: '5 rue Cler',
      city: 'Paris',
      country: 'France',
      country_code: 'FR',
      zip: '75007',
      default: true,
    },
  ],
  return_to: 'https://shop.example/checkout/abc?locale=fr',
};
const now = new Date('2026-11-28T00:30:00Z');

/** Flips one bit of the token's byte at `index` (negative: from the end). */
function flipByte(token: string, index: number): string {
  const bytes = Buffer.from(token, 'base64url');
  bytes[index < 0 ? bytes.length + index : index]! ^= 1;
  return bytes.toString('base64url');
}

describe('spec §7.2 multipass token, as Shopify documents it', () => {
  it('round-trips the customer JSON with created_at through the store side', () => {
    const token = multipassToken(secret, customer, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const read = readMultipassToken(secret, token);
    expect(read).toMatchObject({ ...customer, created_at: now.toISOString() });
  });

  it('is iv (16) + AES-128-CBC blocks + HMAC-SHA256 (32), with a fresh IV each time', () => {
    const first = Buffer.from(multipassToken(secret, customer, now), 'base64url');
    const second = Buffer.from(multipassToken(secret, customer, now), 'base64url');
    expect((first.length - 16 - 32) % 16).toBe(0);
    expect(first.subarray(0, 16).equals(second.subarray(0, 16))).toBe(false);
  });

  it('refuses a tampered signature, a tampered ciphertext or IV, another secret and junk', () => {
    const token = multipassToken(secret, customer, now);
    expect(readMultipassToken(secret, flipByte(token, -1))).toBeNull();
    expect(readMultipassToken(secret, flipByte(token, 20))).toBeNull();
    expect(readMultipassToken(secret, flipByte(token, 0))).toBeNull();
    expect(readMultipassToken('another-secret', token)).toBeNull();
    expect(readMultipassToken(secret, token.slice(0, 40))).toBeNull();
    expect(readMultipassToken(secret, 'not a token!')).toBeNull();
  });

  it('refuses a signed payload that is not a customer (no e-mail)', () => {
    const token = multipassToken(secret, { ...customer, email: 'nobody' }, now);
    expect(readMultipassToken(secret, token)).toBeNull();
  });

  it('signs in for 15 minutes from created_at, and not from a token made in the future', () => {
    const read = readMultipassToken(secret, multipassToken(secret, customer, now))!;
    expect(multipassMaxAgeMs).toBe(15 * 60 * 1000);
    expect(isFreshMultipass(read, now.getTime() + multipassMaxAgeMs)).toBe(true);
    expect(isFreshMultipass(read, now.getTime() + multipassMaxAgeMs + 1)).toBe(false);
    expect(isFreshMultipass(read, now.getTime() - 5 * 60 * 1000)).toBe(false);
  });

  it('logs in at https://{shop}/account/login/multipass/{token}', () => {
    expect(multipassLoginUrl('https://maison.myshopify.com', 'abc_-')).toBe(
      'https://maison.myshopify.com/account/login/multipass/abc_-',
    );
  });
});
