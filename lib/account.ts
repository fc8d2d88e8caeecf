/**
 * Account rules (spec §2.1 auth pages, §4 login guard): pure, shared by the proxy, the pages and the
 * server actions.
 */
import { safeInternalPath } from './redirect-target';
import { defaultLocale, isLocale, type Locale } from './markets';
import { localePath } from './routes';

/** Pages for visitors who are not logged in: a logged-in customer goes to the account instead. */
const guestOnlyPaths = ['/login', '/login-account', '/register', '/register-account', '/forgot-password'];
/** Pages for logged-in customers: an anonymous visitor goes to the log-in page, and back after. */
const customerOnlyPaths = ['/account'];
/** spec §6: the account pages and the cart exist only where the shop sells; elsewhere they are 404s. */
const sellingOnlyPaths = [
  ...guestOnlyPaths,
  ...customerOnlyPaths,
  '/reset-password',
  '/enable-account',
  '/cart',
];

export const accountSections = ['orders', 'account_informations', 'address_book', 'return_product'] as const;
export type AccountSection = (typeof accountSections)[number];

/** spec §2.1: the account page's `section` query parameter; anything else is the default, orders. */
export function accountSectionOf(value: unknown): AccountSection {
  return (accountSections as readonly unknown[]).includes(value) ? (value as AccountSection) : 'orders';
}

/** A page path split into its locale and the page-type path ('/fr-fr/login' -> fr-fr, '/login'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const segments = pathname.split('/').filter(Boolean);
  const locale = isLocale(segments[0]) ? (segments.shift() as Locale) : defaultLocale;
  return { locale, path: `/${segments.join('/')}`.replace(/\/+$/, '') || '/' };
}

/**
 * "Logged in", as the login guard sees it: a session cookie is present (it expires with the token,
 * server/customer/session.ts); the account page itself checks the token.
 */
export function isCustomerSessionCookie(name: string, value: string): boolean {
  return /^(__Host-)?customer_/.test(name) && value !== '';
}

/**
 * spec §4 login guard: where a page sends the visitor, or null to show it. `back` (the account page
 * the visitor asked for, with its query) brings an anonymous visitor back after logging in.
 */
export function loginGuardRedirect(pathname: string, search: string, loggedIn: boolean): string | null {
  const { locale, path } = splitLocale(pathname);
  if (loggedIn && guestOnlyPaths.includes(path)) return localePath(locale, '/account');
  if (!loggedIn && customerOnlyPaths.includes(path)) {
    const back = `${pathname}${search}`;
    return `${localePath(locale, '/login')}?${new URLSearchParams({ back })}`;
  }
  return null;
}

/**
 * Where the log-in form sends the customer: `back` when it is a page of this shop in the same locale
 * and not a guest-only page (which would bounce), else the account page. Never another origin
 * (//evil.example, /\evil.example, https://evil.example): no open redirect.
 */
export function afterLoginPath(locale: Locale, back: unknown, siteOrigin: string): string {
  const fallback = localePath(locale, '/account');
  const safe = typeof back === 'string' ? safeInternalPath(back, siteOrigin) : null;
  if (!safe) return fallback;
  const { locale: backLocale, path } = splitLocale(new URL(safe, siteOrigin).pathname);
  if (backLocale !== locale || guestOnlyPaths.includes(path)) return fallback;
  return safe;
}

/** Shopify's reset and activation links: {store}/account/{reset|activate}/{customer id}/{token}. */
export type AccountLinkPurpose = 'reset' | 'activate';

const idPattern = /^\d{1,20}$/;
const tokenPattern = /^[A-Za-z0-9_-]{8,200}$/;

/** The provider's link rebuilt from the shop page's `id` and `token` parameters; null if malformed. */
export function providerAccountUrl(
  storeUrl: string,
  purpose: AccountLinkPurpose,
  id: unknown,
  token: unknown,
): string | null {
  if (typeof id !== 'string' || typeof token !== 'string') return null;
  if (!idPattern.test(id) || !tokenPattern.test(token)) return null;
  return `${storeUrl.replace(/\/+$/, '')}/account/${purpose}/${id}/${token}`;
}

/** Whether a link of the shop's own leads to a page that a locale without selling does not have. */
export function leadsToSellingOnlyPage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  return sellingOnlyPaths.includes(splitLocale(new URL(href, 'http://shop.invalid').pathname).path);
}
