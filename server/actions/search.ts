'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { isLocale, type Locale } from '@/lib/markets';
import { productPath } from '@/lib/routes';
import { normaliseQuery, searchPageHref } from '@/lib/search';
import { rateLimited } from '../rate-limit';
import { predictProducts } from '../shopify/search';

export interface Prediction {
  kind: 'query' | 'product';
  label: string;
  href: string;
}

const inputSchema = z.object({
  locale: z.custom<Locale>(isLocale),
  query: z
    .string()
    .max(1000)
    .transform((value) => normaliseQuery(value)),
});

/**
 * The predictive search of the header (a read, but a server action keeps the island free of any API
 * route). Suggested queries link to the search page, products to their page. Bad input or a failing
 * backend gets no prediction: the search form still works. A client over its rate limit gets null,
 * so that the form tells it its predictions stopped rather than "no result": a refused action says so.
 */
export async function predictSearch(locale: unknown, query: unknown): Promise<Prediction[] | null> {
  const input = inputSchema.safeParse({ locale, query });
  if (!input.success || !input.data.query) return [];
  if ((await rateLimited('predictiveSearch', await headers())) !== null) return null;
  const shop = input.data.locale;
  try {
    const { queries, products } = await predictProducts(shop, input.data.query);
    return [
      ...queries.map((suggestion) => ({
        kind: 'query' as const,
        label: suggestion.text,
        href: searchPageHref(shop, suggestion.text),
      })),
      ...products.map((product) => ({
        kind: 'product' as const,
        label: product.title,
        href: productPath(shop, product.contentType?.value, product.handle),
      })),
    ];
  } catch (error) {
    console.error('[search] predictive search failed', error);
    return [];
  }
}
