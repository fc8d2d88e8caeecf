import { isLocale } from './markets';
import { recyclingPageUid } from './recycling';
import { pageTypePaths } from './routes';

/**
 * The route template of a request path for logs and metrics (docs/adr/0024): `/[locale]/fashion/[uid]`,
 * never the path itself, which carries handles, search words and tokens, and whose every value would
 * be a metric series of its own. The set of templates is fixed, so a scanner's made-up paths all
 * land on `unmatched` and cannot grow the metrics.
 */

/** Pages outside spec §2.1's Prismic page types, and the listings' internal routes (docs/adr/0013). */
const appPagePaths = [
  '/cart',
  '/contact/thank-you',
  `/${recyclingPageUid}`,
  '/listings/search/:state',
  '/listings/:section/:category',
  '/listings/:section/:category/:state',
];

export const unmatchedRoute = 'unmatched';

/**
 * An API path is its own template when a route of the app answered it: the catch-all route answers
 * every other API path 404 (app/api/[...unknown]), and only plain lower-case segments are kept, so an
 * encoded or odd spelling of a route cannot make a series of its own.
 */
const plainApiPath = /^\/api(\/[a-z0-9-]+)+$/;
const apiMethods = new Set(['GET', 'HEAD', 'POST']);

/** Each page path as segments; a `:name` segment matches any one segment. Fixed paths first. */
const pagePatterns = [...new Set([...Object.values(pageTypePaths), ...appPagePaths])]
  .map((path) => path.split('/').filter(Boolean))
  .sort((a, b) => parameterCount(a) - parameterCount(b));

function parameterCount(segments: string[]): number {
  return segments.filter((segment) => segment.startsWith(':')).length;
}

function matches(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}

/** `status` is the answer's: a 404 is `unmatched` whatever its path looked like. */
export function routeTemplate(pathname: string, method: string, status: number): string {
  if (status === 404) return unmatchedRoute;
  if (pathname.startsWith('/_next/')) {
    const area = pathname.split('/', 3)[2];
    return area === 'static' || area === 'image' ? `/_next/${area}` : '/_next';
  }
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const route = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    return plainApiPath.test(route) && apiMethods.has(method) ? route : '/api/[other]';
  }
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && /\.[^/]*$/.test(pathname)) return '/[file]';
  const rest = isLocale(segments[0]) ? segments.slice(1) : segments;
  const pattern = pagePatterns.find((candidate) => matches(candidate, rest));
  if (!pattern) return unmatchedRoute;
  const template = pattern.map((part) => (part.startsWith(':') ? `[${part.slice(1)}]` : part));
  return ['/[locale]', ...template].join('/');
}
