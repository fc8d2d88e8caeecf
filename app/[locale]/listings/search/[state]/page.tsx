import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { PageHeader } from '@/components/editorial/PageHeader';
import { PredictiveSearchForm } from '@/components/search/PredictiveSearchForm';
import { SearchResults } from '@/components/search/SearchResults';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { emptyState, readSearchState } from '@/lib/listing-routes';
import { PageFrame } from '@/components/editorial/PageFrame';
import { getSearchPage } from '@/server/loaders/content';
import { documentMetadata } from '@/server/seo';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

/**
 * /search?q= (spec §2.1) for every query, reached only through the proxy's rewrite
 * (lib/listing-routes.ts, docs/adr/0013): each normalised query renders once, then is served from the
 * page cache.
 */
export function generateStaticParams() {
  return [{ state: emptyState }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/listings/search/[state]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const document = await getSearchPage(locale);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function SearchPage({
  params,
}: PageProps<'/[locale]/listings/search/[state]'>) {
  const { locale, state } = await routeLocale(params);
  const query = readSearchState(state);
  const document = await getSearchPage(locale);
  if (!document || query === null) notFound();
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} />
      <PredictiveSearchForm locale={locale} defaultQuery={query} layout="page" />
      {/* Without a query, a prompt: the document's empty state says a search found nothing. */}
      <SearchResults locale={locale} query={query} />
    </PageFrame>
  );
});
