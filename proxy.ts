import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { defaultLocale, isLocale, type Locale } from './lib/markets';
import { mustLeaveRecyclingPage, recyclingPageUid } from './lib/recycling';
import { localePath } from './lib/routes';
import { visitorCountryFrom } from './lib/visitor-country';

const intlMiddleware = createMiddleware(routing);

/**
 * Locale routing (next-intl), and the one redirect that depends on the visitor's country. Pages never
 * read the country (they are static); islands ask GET /api/geolocation for it.
 */
export default function proxy(request: NextRequest) {
  const country = visitorCountryFrom((name) => request.headers.get(name));
  const recyclingHome = recyclingRedirect(request.nextUrl.pathname, country);
  if (recyclingHome) return NextResponse.redirect(new URL(recyclingHome, request.url), 307);
  return intlMiddleware(request);
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
  // Everything but the API, Next internals, Prismic's simulator and files with an extension.
  matcher: ['/((?!api|_next|_vercel|slice-simulator|.*\\..*).*)'],
};
