import { allCollections } from '../catalog/collections';
import { badRequest } from '../catalog/errors';
import { publishedProducts } from '../catalog/products';
import type { StorefrontContext } from '../context';
import { allArticles, allBlogs, allPages } from './content';

interface SitemapEntry {
  __typename: 'SitemapResource';
  handle: string;
  title: string;
  updatedAt: string;
  image: null;
}

/** Shopify's sitemap pages hold up to 250 resources each. */
const pageSize = 250;

const entry = (handle: string, title: string, updatedAt: string): SitemapEntry => ({
  __typename: 'SitemapResource',
  handle,
  title,
  updatedAt,
  image: null,
});

/** No metaobject is seeded, so a METAOBJECT sitemap is empty. */
function resourcesOf(type: string, ctx: StorefrontContext): SitemapEntry[] {
  switch (type) {
    case 'PRODUCT':
      return publishedProducts(ctx.db).map((p) => entry(p.handle, p.title, p.updated_at));
    case 'COLLECTION':
      return allCollections(ctx.db).map((c) => entry(c.handle, c.title, c.updated_at));
    case 'PAGE':
      return allPages().map((p) => entry(p.handle, p.title, p.updatedAt));
    case 'BLOG':
      return allBlogs().map((b) => {
        const latest = allArticles()
          .filter((a) => a.blog().handle === b.handle)
          .map((a) => a.publishedAt)
          .sort()
          .at(-1);
        return entry(b.handle, b.title, latest ?? '');
      });
    case 'ARTICLE':
      return allArticles().map((a) => entry(a.handle, a.title, a.publishedAt));
    default:
      return [];
  }
}

/** `sitemap(type:)`: the resources of one type, by pages of 250 counted from 1. */
export function sitemap(type: string, ctx: StorefrontContext) {
  const resources = resourcesOf(type, ctx);
  return {
    __typename: 'Sitemap' as const,
    pagesCount: { count: Math.ceil(resources.length / pageSize), precision: 'EXACT' },
    resources: (args: { page: number }) => {
      const start = (args.page - 1) * pageSize;
      if (args.page < 1) throw badRequest('page must be at least 1');
      return {
        items: resources.slice(start, start + pageSize),
        hasNextPage: start + pageSize < resources.length,
      };
    },
  };
}
