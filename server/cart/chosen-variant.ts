import 'server-only';
import { z } from 'zod';
import { variantOfOptions, type ChosenOptions } from '@/lib/chosen-variant';
import type { Locale } from '@/lib/markets';
import { CartUserError } from '../shopify/cart';
import { getProduct } from '../shopify/products';

/** Shopify allows three options a product; names and values are short texts, each name once. */
export const chosenOptionsSchema = z
  .array(z.tuple([z.string().min(1).max(255), z.string().min(1).max(255)]))
  .min(1)
  .max(3)
  .refine((pairs) => new Set(pairs.map(([name]) => name)).size === pairs.length)
  .transform((pairs): ChosenOptions => Object.fromEntries(pairs));

/**
 * The variant a product form without JavaScript chose by its options (docs/adr/0014). The product read
 * is the one its page just made, so it is usually cached. A combination the product does not have, or
 * one not for sale (spec §3), is refused: never another variant in its place.
 */
export async function variantIdOfChoice(locale: Locale, handle: string, chosen: ChosenOptions) {
  const product = await getProduct(locale, handle);
  const variant = product ? variantOfOptions(product.variants.nodes, chosen) : undefined;
  if (!variant) {
    throw new CartUserError([
      { field: null, message: 'No variant has these options.', code: 'OPTIONS_NOT_OFFERED' },
    ]);
  }
  if (!variant.availableForSale) {
    throw new CartUserError([
      { field: null, message: 'This variant is not for sale.', code: 'VARIANT_STOCK_UNAVAILABLE' },
    ]);
  }
  return variant.id;
}
