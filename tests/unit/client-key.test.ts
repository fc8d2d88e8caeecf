import { describe, expect, it } from 'vitest';
import { clientKeyOf } from '@/lib/client-key';
import { rateLimits, rateLimited } from '@/server/rate-limit';

/**
 * Rate limits count an IPv6 client by its /64 (one subscriber holds all of it) and an IPv4 peer seen
 * through a dual-stack socket (`::ffff:a.b.c.d`) as its IPv4 address (lib/client-key.ts).
 */
describe('clientKeyOf', () => {
  it('keys IPv6 on its /64, whatever the spelling', () => {
    expect(clientKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0DB8:0001:0002:0000:0000:0000:0009')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(clientKeyOf('2001:db8:1:2::1'));
  });

  it('folds IPv4-mapped IPv6 to the IPv4 address', () => {
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientKeyOf('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves IPv4 and anything else as it is', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('unknown')).toBe('unknown');
    expect(clientKeyOf('')).toBe('');
    expect(clientKeyOf('1:2:3')).toBe('1:2:3');
    expect(clientKeyOf('1::2::3')).toBe('1::2::3');
    expect(clientKeyOf('::ffff:999.0.0.1')).toBe('::ffff:999.0.0.1');
  });
});

describe('a rate limit across one /64', () => {
  it('refuses the next address of the same /64 once the limit is used up', async () => {
    const { points } = rateLimits.contact;
    const from = (address: string) => new Headers({ 'x-forwarded-for': address });
    for (let i = 1; i <= points; i++)
      expect(await rateLimited('contact', from(`2001:db8:7:7::${i}`))).toBeNull();
    expect(await rateLimited('contact', from('2001:db8:7:7:abcd::1'))).not.toBeNull();
    expect(await rateLimited('contact', from('2001:db8:7:8::1'))).toBeNull();
  });

  it('counts ::ffff:a.b.c.d and a.b.c.d as one client', async () => {
    const { points } = rateLimits.contact;
    for (let i = 0; i < points; i++)
      await rateLimited('contact', new Headers({ 'x-forwarded-for': '198.51.100.9' }));
    expect(
      await rateLimited('contact', new Headers({ 'x-forwarded-for': '::ffff:198.51.100.9' })),
    ).not.toBeNull();
  });
});
