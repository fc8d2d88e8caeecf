import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { screenRequest } from '@/lib/request-screen';
import { localePath } from '@/lib/routes';
import { internalRewrite } from '../next-internals/rewrite';
import { methodNotAllowed, refusal } from './refusal';

/**
 * The inputs that make Next.js answer a bare 500 (an undecodable path) or that no endpoint takes (a
 * method the shop does not answer, a body over the cap it declares), refused in the app itself so that
 * they are refused on any host (docs/adr/0003), not only behind the shop's own front, which screens them
 * the same way (lib/request-screen.ts). A bad page path gets the shop's not-found page in its locale.
 */
export function screenedRequest(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const screening = screenRequest({
    method: request.method,
    url: `${pathname}${search}`,
    contentLength: request.headers.get('content-length') ?? undefined,
  });
  switch (screening.verdict) {
    case 'pass':
      return null;
    case 'method-not-allowed':
      return methodNotAllowed();
    case 'too-large':
      return refusal(413, 'body: over 1 MB');
    case 'bad-path': {
      if (screening.api) return refusal(400, 'path: not a valid address');
      return internalRewrite(NextResponse.next(), localePath(screening.locale, '/not-a-page'), request);
    }
  }
}
