import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife } from 'next/cache';
import type { Locale } from '@/lib/markets';
import { localeInput, parseCachedInput, searchInput } from '../cached-input';
import { z } from 'zod';
import { ProviderUnavailableError } from '../provider-unavailable';
import { prismicClient } from './client';
import { atMasterRef, masterRefNamedBy } from './master-ref';
import { tagPrismicRead } from './read-tags';

const articleResultsFirst = 6;

export interface ArticleResult {
  id: string;
  title: string;
  url: string;
}

/** What a result needs of an article document; the rest is kept for its cache tags (read-tags.ts). */
const articlesAnswer = z.object({
  results: z.array(
    z.looseObject({
      id: z.string(),
      url: z.string().nullish(),
      data: z.looseObject({ title: z.array(z.looseObject({ text: z.string() })).nullish() }),
    }),
  ),
});

/** Articles whose text holds the query (Prismic fulltext on article_page), newest first. */
export async function searchArticles(locale: Locale, query: string): Promise<ArticleResult[]> {
  'use cache';
  cacheLife('hours');
  const input = parseCachedInput(z.tuple([localeInput, searchInput]), [locale, query]);
  if (!input) return [];
  const client = prismicClient(input[0]);
  // Beside the products' read, not after a lookup of the ref (server/prismic/master-ref.ts).
  const documents = await atMasterRef(client, (ref) => readArticles(client, ref, input[1]));
  tagPrismicRead({ types: ['article_page'] }, documents as unknown as prismic.PrismicDocument[]);
  return documents.flatMap((document) =>
    document.url
      ? [
          {
            id: document.id,
            title: prismic.asText(document.data.title as prismic.RichTextField) ?? '',
            url: document.url,
          },
        ]
      : [],
  );
}

/**
 * The query the client's `getByType` sends (its language, routes and token), at the given ref. Sent
 * here because the client reads the repository before any query, for the integration fields' ref,
 * even when it is given the ref: a round trip in series that an article's title and link never need.
 */
async function readArticles(
  client: prismic.Client,
  ref: string,
  text: string,
  retried = false,
): Promise<z.infer<typeof articlesAnswer>['results']> {
  const url = prismic.buildQueryURL(client.documentAPIEndpoint, {
    ...client.defaultParams,
    ref,
    routes: client.routes,
    accessToken: client.accessToken,
    filters: [prismic.filter.at('document.type', 'article_page'), prismic.filter.fulltext('document', text)],
    pageSize: articleResultsFirst,
    orderings: [{ field: 'document.first_publication_date', direction: 'desc' }],
  });
  const response = await client.fetchFn(url, {});
  if (response.ok) return articlesAnswer.parse(await response.json()).results;
  // Content published meanwhile: once more at the ref Prismic names, as the client's own queries do.
  const master = retried ? null : await masterRefNamedBy(response);
  if (master) return readArticles(client, master, text, true);
  throw new ProviderUnavailableError(`Prismic answered ${response.status} to the article search`);
}
