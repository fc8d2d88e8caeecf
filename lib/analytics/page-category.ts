/** spec §2.3 "Analytics page categories", from the page paths of spec §2.1. */
import { isLocale } from '../markets';

export const pageCategories = [
  'pdp',
  'plp',
  'home',
  'error',
  'storelocator',
  'account',
  'information',
  'search results',
  'content',
] as const;
export type PageCategory = (typeof pageCategories)[number];

const accountPages = new Set([
  'account',
  'login',
  'login-account',
  'register',
  'register-account',
  'forgot-password',
  'reset-password',
  'enable-account',
  'private',
]);
const informationPages = new Set(['faq', 'legal', 'contact', 'maintenance']);

/**
 * The category of a page: its path (with or without the locale segment), or `error` when the page is
 * the error or not-found template whatever its path.
 */
export function pageCategory(pathname: string, template: 'error' | null = null): PageCategory {
  if (template === 'error') return 'error';
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] && isLocale(segments[0])) segments.shift();
  const [first, second] = segments;
  if (!first) return 'home';
  if (first === 'fashion' || first === 'fragrance') return second === 'product' ? 'pdp' : 'plp';
  if (first === 'sets') return second ? 'pdp' : 'plp';
  if (first === 'store-locator') return 'storelocator';
  if (first === 'search') return 'search results';
  if (first === '404') return 'error';
  if (accountPages.has(first)) return 'account';
  if (informationPages.has(first)) return 'information';
  return 'content';
}
