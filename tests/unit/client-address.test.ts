import { describe, expect, it } from 'vitest';
import { clientAddressFrom } from '@/server/client-address';

/**
 * docs/adr/0020: the rate limits' client address never comes from a header the client wrote. Without the
 * diagnostics channel's proof (server/client-address.ts), only X-Forwarded-For past the trusted hops.
 */
describe('clientAddressFrom', () => {
  it('ignores a client-written x-shop-client-address without the process proof', () => {
    const headers = new Headers({ 'x-shop-client-address': '10.9.9.9', 'x-forwarded-for': '203.0.113.5' });
    expect(clientAddressFrom(headers, {})).toBe('203.0.113.5');
    headers.set('x-shop-client-proof', 'guessed');
    expect(clientAddressFrom(headers, {})).toBe('203.0.113.5');
  });

  it('takes the hop the nearest trusted proxy saw', () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
    expect(clientAddressFrom(headers, { TRUSTED_PROXY_COUNT: '1' })).toBe('198.51.100.1');
    expect(clientAddressFrom(headers, {})).toBe('203.0.113.7');
    // Vercel's edge writes the header itself: one trusted hop by default there.
    expect(clientAddressFrom(headers, { VERCEL: '1' })).toBe('198.51.100.1');
  });

  it("is 'unknown' with nothing to go on", () => {
    expect(clientAddressFrom(new Headers(), {})).toBe('unknown');
  });
});
