import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchPage, searchRouteMetadata } from '@/components/search/SearchPage';
import { routeLocale } from '@/i18n/route-locale';
import { emptyState, readSearchState } from '@/lib/listing-routes';
import { getSearchPage } from '@/server/loaders/content';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

/**
 * /search?q= (spec §2.1) for every query, reached only through the proxy's rewrite
 * (lib/listing-routes.ts, docs/adr/0013): each normalised query renders once, on its second read (the
 * first is streamed, docs/adr/0019) or the router's first, then is served from the page cache.
 */
export function generateStaticParams() {
  return [{ state: emptyState }];
}

export const generateMetadata = metadataWhenAvailable(function generateMetadata({
  params,
}: PageProps<'/[locale]/listings/search/[state]'>): Promise<Metadata> {
  return searchRouteMetadata(params);
});

export default pageWhenAvailable(async function SearchStatePage({
  params,
}: PageProps<'/[locale]/listings/search/[state]'>) {
  const { locale, state } = await routeLocale(params);
  const query = readSearchState(state);
  const document = await getSearchPage(locale);
  if (!document || query === null) notFound();
  return <SearchPage locale={locale} document={document} query={query} />;
});
