import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchPage, searchRouteMetadata } from '@/components/search/SearchPage';
import { routeLocale } from '@/i18n/route-locale';
import { searchStateOfSearchParams } from '@/lib/listing-routes';
import { getSearchPage } from '@/server/loaders/content';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

/**
 * A search its page has not been rendered for yet, reached only through the proxy's rewrite of a
 * shopper's first read (docs/adr/0019): the search page's prerendered shell at once, the form with the
 * words and their results streamed into it.
 */
export const generateMetadata = metadataWhenAvailable(function generateMetadata({
  params,
}: PageProps<'/[locale]/listings/search'>): Promise<Metadata> {
  return searchRouteMetadata(params);
});

export default pageWhenAvailable(async function StreamedSearchPage({
  params,
  searchParams,
}: PageProps<'/[locale]/listings/search'>) {
  const { locale } = await routeLocale(params);
  const document = await getSearchPage(locale);
  if (!document) notFound();
  return (
    <SearchPage locale={locale} document={document} query={searchParams.then(searchStateOfSearchParams)} />
  );
});
