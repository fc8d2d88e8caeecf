import { describe, expect, it } from 'vitest';
import { siteOrigin, siteOriginMismatch } from '@/lib/site-origin';

describe('the site origin is read at run time (issue 29 finding 5)', () => {
  it('takes the running process value, with the local default', () => {
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'https://shop.example/fr/' })).toBe('https://shop.example');
    expect(siteOrigin({})).toBe('http://localhost:3000');
  });

  it('names the variable and both values when a build is run with another origin', () => {
    const message = siteOriginMismatch('http://localhost:3000', {
      NEXT_PUBLIC_SITE_URL: 'https://shop.example',
    });
    expect(message).toMatch(/NEXT_PUBLIC_SITE_URL is https:\/\/shop\.example/);
    expect(message).toMatch(/made for http:\/\/localhost:3000/);
    expect(
      siteOriginMismatch('https://shop.example', { NEXT_PUBLIC_SITE_URL: 'https://shop.example/' }),
    ).toBeNull();
  });
});
