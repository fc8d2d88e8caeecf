import { defaultLocale, type Locale } from './markets';

/**
 * Page-type paths of spec §2.1, without the locale prefix. The same table feeds the Prismic route
 * resolvers (document `url`s and links) and the app's own links.
 */
export const pageTypePaths = {
  home_page: '/',
  root_category_page_fashion: '/fashion',
  root_category_page_fashion_v2: '/fashion',
  category_page_fashion: '/fashion/:uid',
  category_page_fashion_v2: '/fashion/:uid',
  product_page_fashion: '/fashion/product/:uid',
  product_page_fashion_v2: '/fashion/product/:uid',
  root_category_page_fragrance: '/fragrance',
  root_category_page_fragrance_v2: '/fragrance',
  category_page_fragrance: '/fragrance/:uid',
  category_page_fragrance_v2: '/fragrance/:uid',
  product_page_fragrance: '/fragrance/product/:uid',
  product_page_fragrance_v2: '/fragrance/product/:uid',
  product_page_set: '/sets/:uid',
  product_page_sets: '/sets',
  blog_page: '/articles',
  article_page: '/articles/:uid',
  faq_page: '/faq',
  faq_page_item: '/faq/:uid',
  legal_page_item: '/legal/:uid',
  livestream_page: '/livestream/:uid',
  lookbook_page: '/lookbook/:uid',
  store_locator: '/store-locator',
  contact_page: '/contact',
  search_page: '/search',
  library_ui: '/ui',
  account_page: '/account',
  login_page: '/login',
  login_account_page: '/login-account',
  register_page: '/register',
  register_account_page: '/register-account',
  forgot_password_page: '/forgot-password',
  reset_password_page: '/reset-password',
  enable_account_page: '/enable-account',
  private_page: '/private',
  maintenance_page: '/maintenance',
  error_page: '/404',
  landing_fragrance_v2: '/campaign/fragrance/:uid',
  landing_fashion_v2: '/campaign/fashion/:uid',
  redirect: '/redirects/:uid',
  universal_page: '/:uid',
} as const;

export type RoutedPageType = keyof typeof pageTypePaths;

/** spec §2.1: the default locale's pages have no prefix; every other locale's are under it. */
export function localePath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path;
  if (locale === defaultLocale) return clean || '/';
  return `/${locale}${clean}`;
}

/** The page of a routed document in a locale: its type's path with the uid filled in. */
export function documentPath(locale: Locale, type: RoutedPageType, uid?: string | null): string | null {
  const path = pageTypePaths[type];
  if (!path.includes(':uid')) return localePath(locale, path);
  return uid ? localePath(locale, path.replace(':uid', encodeURIComponent(uid))) : null;
}

export function isRoutedPageType(type: string): type is RoutedPageType {
  return Object.hasOwn(pageTypePaths, type);
}

export function productPath(locale: Locale, contentType: string | null | undefined, handle: string): string {
  const section =
    contentType === 'fragrance'
      ? 'fragrance/product'
      : contentType === 'set' || contentType === 'gift_card'
        ? 'sets'
        : 'fashion/product';
  return localePath(locale, `/${section}/${handle}`);
}

/** Pages, not files: Next internals, Prismic's simulator and paths with an extension are not pages. */
export function isPagePath(pathname: string): boolean {
  return !/^\/(_next|_vercel|slice-simulator)(\/|$)/.test(pathname) && !/\.[^/]*$/.test(pathname);
}
