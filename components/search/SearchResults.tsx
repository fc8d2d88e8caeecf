import Link from 'next/link';
import { cacheLife, cacheTag } from 'next/cache';
import { asText, type RichTextField } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ProductCardGrid } from '@/components/listing/ProductCardGrid';
import { RichText } from '@/components/RichText';
import type { Locale } from '@/lib/markets';
import { normaliseQuery, searchPageHref } from '@/lib/search';
import { cacheTags } from '@/server/cache-tags';
import { localeInput, parseCachedInput } from '@/server/cached-input';
import { getSingleDocument } from '@/server/prismic/documents';
import { searchArticles } from '@/server/prismic/search';
import { searchProducts, suggestedQuery } from '@/server/shopify/search';
import styles from './SearchResults.module.css';
import { partWhenAvailable } from '@/components/when-available';

interface SearchPageData {
  empty_title?: string | null;
  empty_text?: RichTextField | null;
}

/**
 * The results of /search?q= (spec §2.1): products from the Storefront search and articles from
 * Prismic, or the empty state of the search_page document. It depends on the query string: render it
 * inside <Suspense>. Rendered once per locale and normalised query, then served from the cache.
 */
export async function SearchResults({
  locale,
  query,
}: {
  locale: Locale;
  query: string | string[] | undefined;
}) {
  return partWhenAvailable(locale, () => CachedSearchResults({ locale, text: normaliseQuery(query) }));
}

/** A cached component is a public endpoint too (ADR 0003): its arguments are parsed and bounded. */
const resultsInput = z.tuple([localeInput, z.string().max(200)]);

async function CachedSearchResults(props: { locale: Locale; text: string }) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.products, cacheTags.prismic, cacheTags.prismicType('article_page'));
  const input = parseCachedInput(resultsInput, [props.locale, props.text]);
  if (!input) return null;
  const [locale, text] = input;
  const t = await getTranslations({ locale, namespace: 'search' });
  if (!text) return <p className={styles.prompt}>{t('prompt')}</p>;
  const [{ products, total }, articles, page] = await Promise.all([
    searchProducts(locale, text),
    searchArticles(locale, text),
    getSingleDocument(locale, 'search_page'),
  ]);
  const count = total + articles.length;
  const data = (page?.data ?? {}) as SearchPageData;
  // Nothing found: the Storefront's suggested query, from the catalogue's own words, if it offers one.
  const suggestion = count === 0 ? await suggestedQuery(locale, text) : null;

  return (
    <section className={styles.results} aria-labelledby="search-summary" data-testid="search-results">
      {count === 0 ? (
        // Nothing found is said once: the document's empty state is the announcement, not a
        // "no result" line above a "no results" heading.
        <div className={styles.empty} role="status">
          <h2 id="search-summary">{data.empty_title || t('emptyTitle')}</h2>
          {suggestion ? (
            <p data-testid="did-you-mean">
              {t.rich('didYouMean', {
                suggestion,
                link: (words) => <Link href={searchPageHref(locale, suggestion)}>{words}</Link>,
              })}
            </p>
          ) : null}
          {asText(data.empty_text ?? []) ? (
            <RichText field={data.empty_text} name="search empty text" />
          ) : (
            <p>{t('emptyText')}</p>
          )}
        </div>
      ) : (
        <p id="search-summary" className={styles.summary} role="status">
          {t('summary', { count, query: text })}
        </p>
      )}
      {products.length > 0 ? (
        <>
          <h2 className={styles.heading}>{t('products')}</h2>
          <ProductCardGrid locale={locale} products={products} leadsThePage />
        </>
      ) : null}
      {articles.length > 0 ? (
        <>
          <h2 className={styles.heading}>{t('articles')}</h2>
          <ul className={styles.articles}>
            {articles.map((article) => (
              <li key={article.id}>
                <Link href={article.url}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
