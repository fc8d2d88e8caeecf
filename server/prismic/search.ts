import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife } from 'next/cache';
import type { Locale } from '@/lib/markets';
import { localeInput, parseCachedInput, searchInput } from '../cached-input';
import { z } from 'zod';
import { prismicClient } from './client';
import { tagPrismicRead } from './read-tags';

const articleResultsFirst = 6;

export interface ArticleResult {
  id: string;
  title: string;
  url: string;
}

/** Articles whose text holds the query (Prismic fulltext on article_page), newest first. */
export async function searchArticles(locale: Locale, query: string): Promise<ArticleResult[]> {
  'use cache';
  cacheLife('hours');
  const input = parseCachedInput(z.tuple([localeInput, searchInput]), [locale, query]);
  if (!input) return [];
  const response = await prismicClient(input[0]).getByType('article_page', {
    filters: [prismic.filter.fulltext('document', input[1])],
    pageSize: articleResultsFirst,
    orderings: [{ field: 'document.first_publication_date', direction: 'desc' }],
  });
  tagPrismicRead({ types: ['article_page'] }, response.results);
  return response.results.flatMap((document) =>
    document.url
      ? [{ id: document.id, title: prismic.asText(document.data.title) ?? '', url: document.url }]
      : [],
  );
}
