import type { NextRequest, NextResponse } from 'next/server';
import { isSiteOrigin } from '@/lib/site-origin';
import { refusal } from './refusal';

/** Webhooks come from Prismic and Shopify, cross-site by nature, and carry their own proof. */
const crossSiteEndpoints = ['/api/revalidate'];
const readMethods = ['GET', 'HEAD', 'OPTIONS'];

/**
 * The product's own API takes JSON from the shop's own pages only. A browser sends a cross-site
 * `text/plain` or form POST without asking (no CORS preflight), so writes must be JSON and, when the
 * browser says where they come from (Origin, Sec-Fetch-Site), come from this site.
 */
export function refuseCrossSiteWrite(request: NextRequest, siteOrigin: string): NextResponse | null {
  const path = request.nextUrl.pathname.replace(/\/+$/, '');
  if (readMethods.includes(request.method) || crossSiteEndpoints.includes(path)) return null;
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!/^application\/json\s*(;|$)/.test(contentType))
    return refusal(415, 'content-type: must be application/json');
  const origin = request.headers.get('origin');
  if (origin !== null && !isSiteOrigin(origin, siteOrigin)) return refusal(403, 'origin: not this site');
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none')
    return refusal(403, 'origin: not this site');
  return null;
}
