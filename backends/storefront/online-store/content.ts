import { blogs, pages, policies, type ArticleSeed, type BlogSeed } from '../../seed/data/online-store';
import { paginate, type PageArgs } from '../catalog/connection';
import { gid } from '../ids';
import { textOf, truncatable } from './html';
import { listing, type ListArgs } from './listing';

/**
 * Pages, blogs, articles and policies as the Storefront API's objects: every field a property (or a
 * function of the field's arguments) that the loud resolvers of storefront/loud-failures.ts read. No
 * metafield is seeded on them, so `metafield` is null and `metafields` a null per identifier, as
 * Shopify answers for a key that is not set.
 */
const noMetafields = {
  metafield: () => null,
  metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
};

function pageParent(index: number) {
  const page = pages[index]!;
  return {
    __typename: 'Page' as const,
    id: gid('Page', index + 1),
    handle: page.handle,
    title: page.title,
    body: page.body,
    bodySummary: textOf(page.body),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    seo: { title: page.title, description: textOf(page.body) },
    onlineStoreUrl: null,
    trackingParameters: null,
    ...noMetafields,
  };
}

export const allPages = () => pages.map((_, index) => pageParent(index));

function authorOf(article: ArticleSeed) {
  const { firstName, lastName, bio } = article.author;
  return { name: `${firstName} ${lastName}`, firstName, lastName, bio, email: null };
}

export type ArticleParent = ReturnType<typeof articleParent>;

function articleParent(blog: BlogSeed, article: ArticleSeed) {
  return {
    __typename: 'Article' as const,
    id: gid(
      'Article',
      `${blogs.indexOf(blog) + 1}${String(blog.articles.indexOf(article) + 1).padStart(3, '0')}`,
    ),
    handle: article.handle,
    title: article.title,
    author: authorOf(article),
    authorV2: authorOf(article),
    blog: () => blogParent(blog),
    comments: (args: PageArgs) => paginate([], () => '', args),
    content: truncatable(article.contentHtml),
    contentHtml: article.contentHtml,
    excerpt: truncatable(article.excerptHtml),
    excerptHtml: article.excerptHtml,
    image: null,
    onlineStoreUrl: null,
    publishedAt: article.publishedAt,
    seo: { title: article.title, description: textOf(article.excerptHtml) },
    tags: article.tags,
    trackingParameters: null,
    ...noMetafields,
  };
}

export const articleSortKeys = {
  TITLE: (a: ArticleParent) => a.title,
  PUBLISHED_AT: (a: ArticleParent) => a.publishedAt,
  UPDATED_AT: (a: ArticleParent) => a.publishedAt,
  AUTHOR: (a: ArticleParent) => a.author.name,
};

const articlesOf = (blog: BlogSeed) => blog.articles.map((article) => articleParent(blog, article));

export const allArticles = () => blogs.flatMap(articlesOf);

function blogParent(blog: BlogSeed) {
  return {
    __typename: 'Blog' as const,
    id: gid('Blog', blogs.indexOf(blog) + 1),
    handle: blog.handle,
    title: blog.title,
    articles: (args: ListArgs) => listing(articlesOf(blog), args, articleSortKeys, 'Blog.articles'),
    articleByHandle: (args: { handle: string }): { handle: string } | null =>
      articlesOf(blog).find((article) => article.handle === args.handle) ?? null,
    authors: [...new Map(blog.articles.map((a) => [authorOf(a).name, authorOf(a)])).values()],
    onlineStoreUrl: null,
    seo: { title: blog.title, description: null },
    ...noMetafields,
  };
}

export const allBlogs = () => blogs.map(blogParent);

export function policyParent(
  shopUrl: string,
  field: string,
  typename: 'ShopPolicy' | 'ShopPolicyWithDefault' = 'ShopPolicy',
) {
  const index = policies.findIndex((policy) => policy.field === field);
  if (index < 0) return null;
  const policy = policies[index]!;
  return {
    __typename: typename,
    id: gid('ShopPolicy', index + 1),
    handle: policy.handle,
    title: policy.title,
    body: policy.body,
    url: `${new URL(shopUrl).origin}/policies/${policy.handle}`,
  };
}
