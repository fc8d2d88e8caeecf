import { notFound } from 'next/navigation';
import { asLink } from '@prismicio/client';
import { isLocale } from '@/lib/markets';
import { safeRedirectTarget } from '@/lib/redirect-target';
import { serverConfig } from '@/server/config';
import { getRedirect } from '@/server/loaders/content';

/**
 * spec §2.1 /redirects/{uid}: a 307 to the redirect document's destination (a page of this site or an
 * https URL; anything else is refused). Only the document decides the target: query parameters are
 * ignored, so the route cannot be made an open redirect. No cookie is written here, the language
 * cookie included (spec: the chosen language is not saved as a cookie on this route).
 */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/redirects/[uid]'>) {
  const { locale, uid } = await params;
  if (!isLocale(locale)) notFound();
  const document = await getRedirect(locale, uid);
  const target = safeRedirectTarget(
    document ? asLink(document.data.destination) : null,
    serverConfig().siteUrl,
  );
  if (!target) notFound();
  return new Response(null, {
    status: 307,
    headers: { location: target, 'cache-control': 'no-store' },
  });
}
