import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { asText, type Content } from '@prismicio/client';
import { PrismicRichText } from '@prismicio/react';
import { PageHeader } from '@/components/editorial/PageHeader';
import { SearchForm } from '@/components/editorial/SearchForm';
import { PredictiveSearchForm } from '@/components/search/PredictiveSearchForm';
import { SearchResults } from '@/components/search/SearchResults';
import styles from '@/components/editorial/SearchForm.module.css';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { documentMetadata } from '@/server/seo';
import { PageFrame } from '@/components/editorial/PageFrame';
import { StreamedWithoutScript } from '@/components/StreamedWithoutScript';
import { getSearchPage } from '@/server/loaders/content';

export async function generateMetadata({ params }: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const document = await getSearchPage(locale);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
}

/** The query part reads the URL, so it is the page's dynamic hole; the rest is prerendered. */
async function SearchQuery({
  locale,
  searchParams,
  document,
}: {
  locale: Locale;
  searchParams: PageProps<'/[locale]/search'>['searchParams'];
  document: Content.SearchPageDocument;
}) {
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q)?.trim() ?? '';
  return (
    <>
      <PredictiveSearchForm locale={locale} defaultQuery={query} layout="page" />
      {query ? (
        <SearchResults locale={locale} query={query} />
      ) : (
        <section className={styles.empty} aria-labelledby="search-empty">
          <h2 id="search-empty">{document.data.empty_title}</h2>
          <PrismicRichText field={document.data.empty_text} />
        </section>
      )}
    </>
  );
}

export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/search'>) {
  const { locale } = await routeLocale(params);
  const [document, t] = await Promise.all([
    getSearchPage(locale),
    getTranslations({ locale, namespace: 'pages.search' }),
  ]);
  if (!document) notFound();
  const form = { action: localePath(locale, '/search'), label: t('label'), submit: t('submit') };
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} />
      <Suspense
        fallback={
          <StreamedWithoutScript>
            <SearchForm {...form} />
          </StreamedWithoutScript>
        }
      >
        <SearchQuery locale={locale} searchParams={searchParams} document={document} />
      </Suspense>
    </PageFrame>
  );
}
