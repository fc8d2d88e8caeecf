import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/lib/markets';
import { storefrontRequest } from './client';
import { storefrontContext } from './context';
import { COLLECTION_CARDS_QUERY, PRODUCT_CARD_QUERY, PRODUCT_QUERY } from './documents/product';
import { cacheTags } from '../cache-tags';

export async function getProduct(locale: Locale, handle: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.products, cacheTags.product(handle));
  const { product } = await storefrontRequest(PRODUCT_QUERY, {
    variables: { handle, ...storefrontContext(locale) },
  });
  return product ?? null;
}

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof getProduct>>>;

export async function getProductCard(locale: Locale, handle: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.products, cacheTags.product(handle));
  const { product } = await storefrontRequest(PRODUCT_CARD_QUERY, {
    variables: { handle, ...storefrontContext(locale) },
  });
  return product ?? null;
}

export type ProductCardData = NonNullable<Awaited<ReturnType<typeof getProductCard>>>;

export async function getProductCards(
  locale: Locale,
  handles: readonly string[],
): Promise<ProductCardData[]> {
  const products = await Promise.all(handles.map((handle) => getProductCard(locale, handle)));
  return products.filter((product): product is ProductCardData => product !== null);
}

export async function getCollectionCards(locale: Locale, handle: string, first: number) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.collections, cacheTags.collection(handle), cacheTags.products);
  const { collection } = await storefrontRequest(COLLECTION_CARDS_QUERY, {
    variables: { handle, first, ...storefrontContext(locale) },
  });
  return collection?.products.nodes ?? [];
}

/**
 * The products an editor picked for a slice: by handle when any are given, else the first `limit`
 * products of the collection, else none.
 */
export async function getPickedProducts(
  locale: Locale,
  pick: {
    handles: readonly (string | null | undefined)[];
    collectionHandle: string | null | undefined;
    limit: number;
  },
): Promise<ProductCardData[]> {
  const handles = pick.handles.filter((handle): handle is string => Boolean(handle));
  if (handles.length > 0) return getProductCards(locale, handles);
  if (pick.collectionHandle) return getCollectionCards(locale, pick.collectionHandle, pick.limit);
  return [];
}
