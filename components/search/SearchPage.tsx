import { Suspense } from 'react';
import type { Metadata } from 'next';
import { asText, type Content } from '@prismicio/client';
import { PageFrame } from '@/components/editorial/PageFrame';
import { PageHeader } from '@/components/editorial/PageHeader';
import { ListingPlaceholder } from '@/components/listing/ListingPlaceholder';
import { metadataLocale } from '@/i18n/route-locale';
import type { Locale } from '@/lib/markets';
import { getSearchPage } from '@/server/loaders/content';
import { documentMetadata } from '@/server/seo';
import { PredictiveSearchForm } from './PredictiveSearchForm';
import { SearchResults } from './SearchResults';

/** The metadata of a search route: the search_page document's (an unknown locale: none). */
export async function searchRouteMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const route = await metadataLocale(params);
  const document = route && (await getSearchPage(route.locale));
  return route && document
    ? documentMetadata(route.locale, document, { title: asText(document.data.title) })
    : {};
}

/**
 * /search?q= (spec §2.1): the search_page document's title, the form holding the words and their
 * results. The words are known when the page is rendered for its state (docs/adr/0013), or the
 * promise of the request's words when the results are streamed into the page's shell on a search's
 * first read (docs/adr/0019): then the form and the results each fill a hole of their own, the form at
 * once, the results when they are read.
 */
export function SearchPage({
  locale,
  document,
  query,
}: {
  locale: Locale;
  document: Content.SearchPageDocument;
  query: string | Promise<string>;
}) {
  const form = <SearchForm locale={locale} query={query} />;
  // Without words, a prompt: the document's empty state says a search found nothing.
  const results = <SearchResultsOf locale={locale} query={query} />;
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} />
      {typeof query === 'string' ? (
        <>
          {form}
          {results}
        </>
      ) : (
        <>
          <Suspense fallback={<PredictiveSearchForm locale={locale} layout="page" />}>{form}</Suspense>
          <Suspense fallback={<ListingPlaceholder locale={locale} filterBar={false} />}>{results}</Suspense>
        </>
      )}
    </PageFrame>
  );
}

async function SearchForm({ locale, query }: { locale: Locale; query: string | Promise<string> }) {
  return <PredictiveSearchForm locale={locale} defaultQuery={await query} layout="page" />;
}

async function SearchResultsOf({ locale, query }: { locale: Locale; query: string | Promise<string> }) {
  return <SearchResults locale={locale} query={await query} />;
}
