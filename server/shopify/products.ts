import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import type { Locale } from '@/lib/markets';
import { storefrontRequest } from './client';
import { storefrontContext } from './context';
import { COLLECTION_CARDS_QUERY, PRODUCT_CARD_QUERY, PRODUCT_QUERY } from './documents/product';
import { cacheTags } from '../cache-tags';
import { localeInput, parseCachedInput, slugInput } from '../cached-input';

const productInput = z.tuple([localeInput, slugInput]);
/** Slices show a handful of cards; a bound on what one cached read may ask for. */
const maxCollectionCards = 24;
const collectionCardsInput = z.tuple([
  localeInput,
  slugInput,
  z.number().int().min(1).max(maxCollectionCards),
]);

export async function getProduct(locale: Locale, handle: string) {
  'use cache';
  cacheLife('hours');
  const input = parseCachedInput(productInput, [locale, handle]);
  if (!input) return null;
  cacheTag(cacheTags.products, cacheTags.product(input[1]));
  const { product } = await storefrontRequest(PRODUCT_QUERY, {
    variables: { handle: input[1], ...storefrontContext(input[0]) },
  });
  return product ?? null;
}

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof getProduct>>>;

async function getProductCard(locale: Locale, handle: string) {
  'use cache';
  cacheLife('hours');
  const input = parseCachedInput(productInput, [locale, handle]);
  if (!input) return null;
  cacheTag(cacheTags.products, cacheTags.product(input[1]));
  const { product } = await storefrontRequest(PRODUCT_CARD_QUERY, {
    variables: { handle: input[1], ...storefrontContext(input[0]) },
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
  const input = parseCachedInput(collectionCardsInput, [locale, handle, Math.min(first, maxCollectionCards)]);
  if (!input) return [];
  cacheTag(cacheTags.collections, cacheTags.collection(input[1]), cacheTags.products);
  const { collection } = await storefrontRequest(COLLECTION_CARDS_QUERY, {
    variables: { handle: input[1], first: input[2], ...storefrontContext(input[0]) },
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
