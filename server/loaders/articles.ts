import 'server-only';
import { isFilled, type Content } from '@prismicio/client';
import type { ArticlesListResponse, ArticleSummary } from '@/lib/articles';
import type { Locale } from '@/lib/markets';
import { fieldText } from '@/lib/prismic-text';
import { getDocumentByUid } from '../prismic/documents';
import { getArticles } from '../prismic/lists';
import { getPageDocument } from './content';

function toSummary(document: Content.ArticlePageDocument): ArticleSummary {
  const { data } = document;
  return {
    uid: document.uid ?? '',
    title: fieldText(data.title),
    excerpt: data.excerpt ?? '',
    cover: isFilled.image(data.cover)
      ? {
          url: data.cover.url,
          alt: data.cover.alt ?? '',
          width: data.cover.dimensions.width,
          height: data.cover.dimensions.height,
        }
      : null,
    url: document.url ?? '',
    publicationDate: data.publication_date,
  };
}

/**
 * One page of the article list, newest first, optionally of one category (by its uid). A category that
 * does not exist lists nothing rather than everything.
 */
export async function listArticles(
  locale: Locale,
  query: { page: number; pageSize: number; category?: string },
): Promise<ArticlesListResponse> {
  let categoryId: string | undefined;
  if (query.category) {
    const category = await getDocumentByUid(locale, 'category_article', query.category);
    if (!category) return { articles: [], page: query.page, totalPages: 0 };
    categoryId = category.id;
  }
  const response = await getArticles(locale, { page: query.page, pageSize: query.pageSize, categoryId });
  if (!response) return { articles: [], page: query.page, totalPages: 0 };
  return {
    articles: (response.results as Content.ArticlePageDocument[]).map(toSummary),
    page: response.page,
    totalPages: response.total_pages,
  };
}

export function getBlogPage(locale: Locale) {
  return getPageDocument<Content.BlogPageDocument>(locale, 'blog_page');
}

export function getArticle(locale: Locale, uid: string) {
  return getPageDocument<Content.ArticlePageDocument>(locale, 'article_page', uid);
}
