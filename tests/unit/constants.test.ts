import { describe, expect, it } from 'vitest';
import * as c from '../../lib/constants';

describe('spec §9 constants', () => {
  it('images', () => {
    expect(c.deviceSizes).toEqual([160, 320, 480, 640, 750, 828, 1080, 1440, 1940]);
    expect(c.imageSizes).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
    expect(c.defaultImageQuality).toBe(60);
  });

  it('breakpoints, mobile navigation below lg', () => {
    expect(Object.values(c.breakpoints)).toEqual([375, 480, 576, 640, 768, 930, 1024, 1280, 1440]);
    expect(c.mobileNavigationBelow).toBe(1024);
  });

  it('cookie lifetimes of §7.4', () => {
    expect(c.marketPreferenceCookieMaxAgeSeconds).toBe(365 * 86400);
    expect(c.languageCookieMaxAgeSeconds).toBe(365 * 86400);
    expect(c.geolocationPopinCookieMaxAgeSeconds).toBe(365 * 86400);
    expect(c.cartCookieMaxAgeSeconds).toBe(14 * 86400);
    expect(c.cookieNames.locale).toBe('NEXT_LOCALE_V5');
  });

  it('retry delay is min(1000 x 2^n, 30000) ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(c.retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(c.retryDefaultCount).toBe(3);
  });

  it('timings and fetch sizes', () => {
    expect([c.alertDurationMs, c.urlStateThrottleMs]).toEqual([2250, 50]);
    expect(c.facetColumnScrollsFrom).toBe(4);
    expect(c.cartLinesFirst).toBe(100);
  });
});
