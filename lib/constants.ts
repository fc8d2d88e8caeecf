/** Business constants and limits of spec §9 (and the cookie lifetimes of §7.4). */

export const storefrontApiVersion = '2025-07';

// Images
export const deviceSizes = [160, 320, 480, 640, 750, 828, 1080, 1440, 1940] as const;
export const imageSizes = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const defaultImageQuality = 60;

/** Min widths in px; the mobile navigation is used below lg. */
export const breakpoints = {
  xxxs: 375,
  xxs: 480,
  xs: 576,
  sm: 640,
  md: 768,
  l: 930,
  lg: 1024,
  xl: 1280,
  xxl: 1440,
} as const;
export const mobileNavigationBelow = breakpoints.lg;

// Animations and timings (ms)
export const alertDurationMs = 2250;
export const urlStateThrottleMs = 50;
export const marqueeSpeed = -0.5;
export const marqueeTextRepeats = 6;
export const facetColumnScrollsFrom = 4;

// Cookie lifetimes (spec §7.4)
const day = 24 * 60 * 60;
export const marketPreferenceCookieMaxAgeSeconds = 365 * day;
export const languageCookieMaxAgeSeconds = 365 * day;
export const geolocationPopinCookieMaxAgeSeconds = 365 * day;
export const cartCookieMaxAgeSeconds = 14 * day;

/** The names the spec gives; the analytics ones are the commerce provider's own. */
export const cookieNames = {
  locale: 'NEXT_LOCALE_V5',
  analyticsLong: '_shopify_y',
  analyticsSession: '_shopify_s',
} as const;

// Data fetching
export const retryDefaultCount = 3;
const retryMaxDelayMs = 30_000;

/** Spec: min(1000 x 2^n, 30000) ms before retry n (n counts from 0). */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, retryMaxDelayMs);
}

export const cartLinesFirst = 100;
