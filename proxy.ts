import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { isCustomerSessionCookie, loginGuardRedirect, splitLocale } from './lib/account';
import { FirstReads } from './lib/first-reads';
import {
  isListingRoutePath,
  listingPageTarget,
  listingRoutes,
  type ListingRoutes,
} from './lib/listing-routes';
import { defaultLocale, isLocale, type Locale } from './lib/markets';
import { mustLeaveRecyclingPage, recyclingPageUid } from './lib/recycling';
import { isSellingEnabled } from './lib/selling';
import { isPagePath, localePath } from './lib/routes';
import { siteOrigin as runtimeSiteOrigin } from './lib/site-origin';
import { visitorCountryFrom } from './lib/visitor-country';
import { refuseCrossSiteWrite } from './server/guards/api-writes';
import { screenedRequest } from './server/guards/request-screen';
import { refuseServerActionRequest } from './server/guards/server-actions';
import { internalRewrite, isOwnRewrite, rewriteTarget } from './server/next-internals/rewrite';
import { isRouterFetch, keptOutOfBrowserCache } from './server/next-internals/router-requests';
import { readListingStateAhead } from './server/shopify/listing-reads-ahead';
import { offeredCollection, offeredFacets } from './server/shopify/offered-facets';

const intlMiddleware = createMiddleware(routing);
// Read when the process starts, never inlined at build time (lib/site-origin.ts).
const siteOrigin = runtimeSiteOrigin();
/**
 * Fewer states than the in-memory page cache can hold with the product pages beside them
 * (docs/adr/0019): a state forgotten here while its page is cached is streamed again (a render, no backend
 * wait), whereas one remembered after its page was evicted would wait on the backend (docs/adr/0019).
 */
const listingReads = new FirstReads(300);

/**
 * The request guards (server actions and API writes, server/guards/), then locale routing (next-intl)
 * and the one redirect that depends on the visitor's country. Pages never read the country (they are
 * static); islands ask GET /api/geolocation for it. The front keeps pages for a second by URL: any
 * decision here that reads another request header or cookie must join its key (front/front-cache.ts).
 */
export default async function proxy(request: NextRequest) {
  // This proxy's own rewrite, come back over HTTP with its first pass's headers (server/next-internals/).
  if (isOwnRewrite(request)) return keptOutOfBrowserCache(request, NextResponse.next());
  const screened = screenedRequest(request);
  if (screened) return screened;
  const { pathname } = request.nextUrl;
  if (pathname === '/api' || pathname.startsWith('/api/'))
    return refuseCrossSiteWrite(request, siteOrigin) ?? NextResponse.next();
  const refusedAction = await refuseServerActionRequest(request, siteOrigin);
  if (refusedAction) return refusedAction;
  if (!isPagePath(pathname)) return NextResponse.next();
  return keptOutOfBrowserCache(request, routePage(request, pathname));
}

/** A page's answer: the redirects that depend on the request, then locale and listing routing. */
function routePage(request: NextRequest, pathname: string): NextResponse {
  const country = visitorCountryFrom((name) => request.headers.get(name));
  const recyclingHome = recyclingRedirect(pathname, country);
  if (recyclingHome) return NextResponse.redirect(new URL(recyclingHome, siteOrigin), 307);
  const guarded = loginGuard(request);
  if (guarded) return NextResponse.redirect(new URL(guarded, siteOrigin), 307);
  const routed = intlMiddleware(request);
  if (routed.headers.has('location')) return routed;
  // The default locale's unprefixed paths arrive here already rewritten by next-intl (/fashion → /en-ww/fashion).
  const intlRewrite = rewriteTarget(routed);
  const localised = intlRewrite ? intlRewrite.pathname : pathname;
  const routes = listingRoutes(localised, request.nextUrl.searchParams, offeredFacets);
  // The router's own fetch follows the redirect too, and shows the state it lands on.
  if (routes?.offeredOnly != null && request.method === 'GET') {
    const { offeredOnly } = routes;
    return NextResponse.redirect(
      new URL(`${pathname}${offeredOnly ? `?${offeredOnly}` : ''}`, siteOrigin),
      307,
    );
  }
  const internal = isListingRoutePath(localised)
    ? localePath(splitLocale(localised).locale, '/not-a-page')
    : routes && listingRoute(routes, request);
  // next-intl's answer keeps its headers; the page is served from the internal route (docs/adr/0013).
  if (internal) return internalRewrite(routed, internal, request);
  if (intlRewrite) return internalRewrite(routed, `${localised}${intlRewrite.search}`, request);
  return routed;
}

/**
 * The internal route of a listing or search URL (docs/adr/0013). A state's first read in this process
 * gets the prerendered shell at once, the results streamed in; its page is rendered and cached on the
 * next read (docs/adr/0019). The router's own requests always get the page, so the listing on screen
 * stays until the next is complete. Filters the collection does not offer are dropped first (proxy()
 * redirects a browser), so an unknown key or value never renders a state of its own.
 */
function listingRoute(routes: ListingRoutes, request: NextRequest): string {
  const target = listingPageTarget(routes.page);
  // A prerendered category's read keeps its collection known, for the reads ahead of its states to
  // come; any other category's first read does (readListingStateAhead), not every read of a made-up uid.
  if (target?.kind === 'category' && !routes.streamed) offeredCollection(target.category);
  const countsReads = routes.streamed !== null || target?.kind === 'search';
  if (!countsReads || request.method !== 'GET') return routes.page;
  const firstRead = listingReads.isFirst(routes.page);
  // The render's Storefront read starts now, beside the render (docs/adr/0019, "reads ahead").
  if (firstRead) readListingStateAhead(routes.page);
  if (!routes.streamed) return routes.page;
  return firstRead && !isRouterFetch(request) ? routes.streamed : routes.page;
}

/**
 * spec §4 login guard, here so the log-in and sign-up pages stay static: a logged-in customer asking
 * for them goes to the account page, an anonymous visitor asking for the account goes to the log-in
 * page and comes back after (lib/account.ts).
 */
function loginGuard(request: NextRequest): string | null {
  const { pathname, search } = request.nextUrl;
  if (!isSellingEnabled({ locale: splitLocale(pathname).locale })) return null;
  const loggedIn = request.cookies.getAll().some(({ name, value }) => isCustomerSessionCookie(name, value));
  return loginGuardRedirect(pathname, search, loggedIn);
}

/** spec §2.1: the Italian recycling page sends visitors from a known other country to the home page. */
function recyclingRedirect(pathname: string, country: string | null): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const locale: Locale = isLocale(segments[0]) ? (segments.shift() as Locale) : defaultLocale;
  if (segments.length !== 1 || segments[0] !== recyclingPageUid || !mustLeaveRecyclingPage(country))
    return null;
  return localePath(locale, '/');
}

export const config = {
  // Every request but Next's build files: server actions can be posted to any path.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
