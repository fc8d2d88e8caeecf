import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife } from 'next/cache';
import { z } from 'zod';
import { maxArticlesPage, maxArticlesPageSize } from '@/lib/articles';
import { documentTypes } from '@/lib/document-types';
import { defaultLocale, type Locale } from '@/lib/markets';
import { pageTypePaths } from '@/lib/routes';
import { localeInput, parseCachedInput } from '../cached-input';
import { prismicClient } from './client';
import { withoutPrivateContent } from './private-content';
import { tagPrismicRead } from './read-tags';

/** Cached Prismic list reads, tagged like server/prismic/documents.ts. */

const allOfTypeInput = z.tuple([localeInput, z.enum(documentTypes)]);

/** Every document of a type in the locale's CMS language. */
export async function getAllDocuments<T extends prismic.PrismicDocument>(locale: Locale, type: string) {
  'use cache';
  cacheLife('hours');
  const input = parseCachedInput(allOfTypeInput, [locale, type]);
  if (!input) return [];
  const documents = ((await prismicClient(input[0]).getAllByType(input[1])) as T[]).map(
    withoutPrivateContent,
  );
  tagPrismicRead({ types: [input[1]] }, documents);
  return documents;
}

/** Every document of every routed type in every language: the sitemap's and the routes' source. */
export async function getAllRoutedDocuments() {
  'use cache';
  cacheLife('hours');
  const types = Object.keys(pageTypePaths);
  const documents = await prismicClient(defaultLocale).dangerouslyGetAll({
    lang: '*',
    filters: [prismic.filter.any('document.type', types)],
  });
  tagPrismicRead({ types }, documents);
  return documents.map(withoutPrivateContent);
}

export interface ArticlesQuery {
  page: number;
  pageSize: number;
  /** A category_article document id. */
  categoryId?: string;
}

const articlesInput = z.tuple([
  localeInput,
  z.object({
    page: z.number().int().min(1).max(maxArticlesPage),
    pageSize: z.number().int().min(1).max(maxArticlesPageSize),
    categoryId: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
  }),
]);

/** One page of articles, newest first; out-of-bounds queries find nothing. */
export async function getArticles(locale: Locale, query: ArticlesQuery) {
  'use cache';
  cacheLife('hours');
  const input = parseCachedInput(articlesInput, [locale, query]);
  if (!input) return null;
  const [shop, { page, pageSize, categoryId }] = input;
  const articles = await prismicClient(shop).get({
    filters: [
      prismic.filter.at('document.type', 'article_page'),
      ...(categoryId ? [prismic.filter.at('my.article_page.category', categoryId)] : []),
    ],
    orderings: [{ field: 'my.article_page.publication_date', direction: 'desc' }],
    page,
    pageSize,
  });
  tagPrismicRead({ types: ['article_page'] }, articles.results);
  return articles;
}
