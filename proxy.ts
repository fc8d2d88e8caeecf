import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything but the API, Next internals, Prismic's simulator and files with an extension.
  matcher: ['/((?!api|_next|_vercel|slice-simulator|.*\\..*).*)'],
};
