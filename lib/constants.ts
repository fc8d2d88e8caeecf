/** Business constants and limits of spec §9 (and the cookie lifetimes of §7.4). */

export const storefrontApiVersion = '2025-07';

// Images
export const deviceSizes = [160, 320, 480, 640, 750, 828, 1080, 1440, 1940] as const;
export const imageSizes = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const defaultImageQuality = 60;
export const maxGridWidthPx = 1940;
export const variantThumbnailMaxWidthPx = 200;

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
export const animationMs = {
  accordion: 700,
  panelFade: 150,
  panelSlideShort: 300,
  panelSlideLong: 400,
  backgroundFade: 300,
  popinFade: 300,
  headerSlide: 500,
} as const;
export const alertDurationMs = 2250;
export const defaultHeaderHeightPx = 71;
export const lazyContentDelayMs = 200;
export const urlStateThrottleMs = 50;
export const footerInViewThreshold = 0.2;
export const marqueeSpeed = -0.5;
export const marqueeTextRepeats = 6;
export const languageListScrollsAbove = 5;
export const facetColumnScrollsFrom = 4;

// Pop-ins
export const newsletterPopinAttemptsLimit = 1;
export const contestsPopinDelayMs = 5000;

// Cookie lifetimes (spec §7.4)
const day = 24 * 60 * 60;
export const analyticsLongCookieMaxAgeSeconds = 31_104_000;
export const analyticsSessionCookieMaxAgeSeconds = 1800;
export const marketPreferenceCookieMaxAgeSeconds = 365 * day;
export const languageCookieMaxAgeSeconds = 365 * day;
export const geolocationPopinCookieMaxAgeSeconds = 365 * day;
export const contestsPopinCookieMaxAgeSeconds = 30 * day;
export const newsletterPopinCookieMaxAgeSeconds = 30 * day;
export const cartCookieMaxAgeSeconds = 14 * day;

/** The names the spec gives; the analytics ones are the commerce provider's own. */
export const cookieNames = {
  locale: 'NEXT_LOCALE_V5',
  analyticsLong: '_shopify_y',
  analyticsSession: '_shopify_s',
} as const;
export const contestsPopinStorageKey = 'POPIN_CONTESTS_IS_SHOWN';

// Data fetching
export const queryCacheMs = 5 * 60 * 1000;
export const retryDefaultCount = 3;
const retryMaxDelayMs = 30_000;

/** Spec: min(1000 x 2^n, 30000) ms before retry n (n counts from 0). */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, retryMaxDelayMs);
}

export const cartLinesFirst = 100;
export const customerAddressesFirst = 20;
export const listingVariantsFirst = 20;
export const productVariantsFirst = 100;
export const mediaFirst = 10;
export const collectionsFirst = 10;
export const cartCollectionsFirst = 3;
