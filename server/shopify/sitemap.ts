import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '../cache-tags';
import { storefrontRequest } from './client';
import { SITEMAP_COLLECTIONS_QUERY, SITEMAP_PRODUCTS_QUERY } from './documents/sitemap';

/** Every product handle with its content type (fashion, fragrance, set), for the sitemap. */
export async function getSitemapProducts() {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.products);
  const products = [];
  let after: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof storefrontRequest<typeof SITEMAP_PRODUCTS_QUERY>>> =
      await storefrontRequest(SITEMAP_PRODUCTS_QUERY, { variables: { after } });
    products.push(
      ...page.products.nodes.map((node) => ({
        handle: node.handle,
        updatedAt: node.updatedAt,
        contentType: node.contentType?.value ?? null,
      })),
    );
    after = page.products.pageInfo.hasNextPage ? (page.products.pageInfo.endCursor ?? null) : null;
  } while (after);
  return products;
}

/**
 * Every collection handle with the section it belongs to (the content type of its products), for the
 * sitemap: a collection is the category page of the same uid in that section.
 */
export async function getSitemapCollections() {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.collections);
  const collections = [];
  let after: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof storefrontRequest<typeof SITEMAP_COLLECTIONS_QUERY>>> =
      await storefrontRequest(SITEMAP_COLLECTIONS_QUERY, { variables: { after } });
    collections.push(
      ...page.collections.nodes.map((node) => ({
        handle: node.handle,
        updatedAt: node.updatedAt,
        contentType: node.products.nodes[0]?.contentType?.value ?? null,
      })),
    );
    after = page.collections.pageInfo.hasNextPage ? (page.collections.pageInfo.endCursor ?? null) : null;
  } while (after);
  return collections;
}
