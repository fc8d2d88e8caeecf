import * as z from './zod';
import { defaultPageSize } from './listing';
import { locales } from './markets';

/** The article list API (spec §7.2 POST blog/get-blog-articles-list) and its page sizes. */

export const maxArticlesPageSize = 24;
/** Far past any blog's last page; a bound so a request cannot ask Prismic for page 10^9. */
export const maxArticlesPage = 500;

/** The blog_page's page size when the editor set a sensible one, else spec §9's default of 8. */
export function articlesPageSize(editorValue: number | null | undefined): number {
  return editorValue && Number.isInteger(editorValue) && editorValue > 0
    ? Math.min(editorValue, maxArticlesPageSize)
    : defaultPageSize;
}

export const articlesListRequestSchema = z.object({
  locale: z.enum(locales),
  page: z.number().int().min(1).max(maxArticlesPage),
  pageSize: z.number().int().min(1).max(maxArticlesPageSize),
  /** A category_article uid. */
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/)
    .optional(),
});

export interface ArticleSummary {
  uid: string;
  title: string;
  excerpt: string;
  cover: { url: string; alt: string; width: number; height: number } | null;
  url: string;
  /** YYYY-MM-DD, or null when the editor left it empty. */
  publicationDate: string | null;
}

export interface ArticlesListResponse {
  articles: ArticleSummary[];
  page: number;
  totalPages: number;
}
