import type { NextRequest } from 'next/server';
import { redirectToPreviewURL } from '@prismicio/next';
import { defaultLocale } from '@/lib/markets';
import { prismicClient } from '@/server/prismic/client';

/**
 * Prismic's preview entry point: stores the preview ref cookie, turns draft mode on (cached reads then
 * re-run on every request) and redirects to the previewed document's page, resolved with the route
 * table of server/prismic/client.ts.
 */
export async function GET(request: NextRequest) {
  return redirectToPreviewURL({ client: prismicClient(defaultLocale), request });
}
