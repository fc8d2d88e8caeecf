import { badRequest } from '../catalog/errors';
import type { StorefrontContext } from '../context';
import { parseGid } from '../ids';
import { allArticles, allBlogs, allPages, articleSortKeys, policyParent } from './content';
import { listing, type ListArgs } from './listing';
import { menuByHandle } from './menus';
import { findUrlRedirects } from './redirects';
import { sitemap } from './sitemap';

type ByHandleOrId = { handle?: string | null; id?: string | null };

/** `page(handle:|id:)`, `blog(handle:|id:)`: null when nothing matches, an error when neither is given. */
function byHandleOrId<T extends { id: string; handle: string }>(items: T[], args: ByHandleOrId): T | null {
  if (args.id != null) return items.find((item) => item.id === args.id) ?? null;
  if (args.handle != null) return items.find((item) => item.handle === args.handle) ?? null;
  throw badRequest('Either handle or id must be provided');
}

const byTitle = { TITLE: (item: { title: string }) => item.title };

/** The online store's own objects: menus, policies, pages, blogs, articles, redirects and the sitemap. */
export const onlineStoreResolvers = {
  QueryRoot: {
    menu: (_: unknown, args: { handle: string }) => menuByHandle(args.handle),
    page: (_: unknown, args: ByHandleOrId) => byHandleOrId(allPages(), args),
    pageByHandle: (_: unknown, args: { handle: string }) => byHandleOrId(allPages(), args),
    pages: (_: unknown, args: ListArgs) =>
      listing(allPages(), args, { ...byTitle, UPDATED_AT: (p) => p.updatedAt }, 'pages'),
    blog: (_: unknown, args: ByHandleOrId) => byHandleOrId(allBlogs(), args),
    blogByHandle: (_: unknown, args: { handle: string }) => byHandleOrId(allBlogs(), args),
    blogs: (_: unknown, args: ListArgs) =>
      listing(allBlogs(), args, { ...byTitle, HANDLE: (b) => b.handle }, 'blogs'),
    articles: (_: unknown, args: ListArgs) =>
      listing(allArticles(), args, { ...articleSortKeys, BLOG_TITLE: (a) => a.blog().title }, 'articles'),
    article: (_: unknown, args: { id: string }) =>
      parseGid(args.id, 'Article') === null ? null : (allArticles().find((a) => a.id === args.id) ?? null),
    urlRedirects: (_: unknown, args: ListArgs) => findUrlRedirects(args),
    sitemap: (_: unknown, args: { type: string }, ctx: StorefrontContext) => sitemap(args.type, ctx),
  },
  Shop: Object.fromEntries(
    ['privacyPolicy', 'refundPolicy', 'shippingPolicy', 'termsOfService', 'subscriptionPolicy'].map(
      (field) => [
        field,
        (_: unknown, __: unknown, ctx: StorefrontContext) =>
          policyParent(
            ctx.config.SHOP_URL,
            field,
            field === 'subscriptionPolicy' ? 'ShopPolicyWithDefault' : 'ShopPolicy',
          ),
      ],
    ),
  ),
};
