import { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { visitorCountryFrom, visitorCountryHeader } from './lib/shell';

const intlMiddleware = createMiddleware(routing);

/**
 * Locale routing (next-intl) plus the visitor's country: read from the platform's geolocation header
 * and handed on as `x-visitor-country`, replacing whatever the client sent when the platform knows
 * better. next-intl forwards the request headers to the page.
 */
export default function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  const country = visitorCountryFrom((name) => request.headers.get(name));
  if (country) headers.set(visitorCountryHeader, country);
  else headers.delete(visitorCountryHeader);
  return intlMiddleware(new NextRequest(request, { headers }));
}

export const config = {
  // Everything but the API, Next internals, Prismic's simulator and files with an extension.
  matcher: ['/((?!api|_next|_vercel|slice-simulator|.*\\..*).*)'],
};
