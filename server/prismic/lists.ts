import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife, cacheTag } from 'next/cache';
import { defaultLocale, type Locale } from '@/lib/markets';
import { pageTypePaths } from '@/lib/routes';
import { cacheTags } from '../cache-tags';
import { prismicClient } from './client';

/** Cached Prismic list reads (tag `prismic`, like server/prismic/documents.ts). */

/** Every document of a type in the locale's CMS language. */
export async function getAllDocuments<T extends prismic.PrismicDocument>(locale: Locale, type: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.prismic);
  return (await prismicClient(locale).getAllByType(type)) as T[];
}

/** Every document of every routed type in every language: the sitemap's and the routes' source. */
export async function getAllRoutedDocuments() {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.prismic);
  return prismicClient(defaultLocale).dangerouslyGetAll({
    lang: '*',
    filters: [prismic.filter.any('document.type', Object.keys(pageTypePaths))],
  });
}

export interface ArticlesQuery {
  page: number;
  pageSize: number;
  /** A category_article document id. */
  categoryId?: string;
}

/** One page of articles, newest first. */
export async function getArticles(locale: Locale, query: ArticlesQuery) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.prismic);
  return prismicClient(locale).get({
    filters: [
      prismic.filter.at('document.type', 'article_page'),
      ...(query.categoryId ? [prismic.filter.at('my.article_page.category', query.categoryId)] : []),
    ],
    orderings: [{ field: 'my.article_page.publication_date', direction: 'desc' }],
    page: query.page,
    pageSize: query.pageSize,
  });
}
