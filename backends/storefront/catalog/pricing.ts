import { GraphQLError } from 'graphql';
import type { CurrencyCode } from '../../../lib/markets';
import type { Db } from '../../db';
import { money } from '../money';
import { variantPrice } from './variants';

export interface PriceRange {
  min: number;
  max: number;
  compareAtMin: number;
  compareAtMax: number;
}

/** Min and max variant prices of a product in one currency (minor units). */
export function productPriceRange(db: Db, productId: number, currency: CurrencyCode): PriceRange {
  // Shopify counts a variant without a compare-at price as 0 in compareAtPriceRange.
  const row = db.get<{ min: number | null; max: number | null; cmin: number | null; cmax: number | null }>(
    `SELECT MIN(vp.amount) AS min, MAX(vp.amount) AS max,
            MIN(COALESCE(vp.compare_at_amount, 0)) AS cmin, MAX(COALESCE(vp.compare_at_amount, 0)) AS cmax
     FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ?
     WHERE v.product_id = ?`,
    [currency, productId],
  );
  if (row?.min == null) throw missingPrice(`product ${productId}`, currency);
  return { min: row.min, max: row.max!, compareAtMin: row.cmin!, compareAtMax: row.cmax! };
}

/** A variant's price, which must exist in every market currency. */
export function requiredVariantPrice(db: Db, variantId: number, currency: CurrencyCode) {
  const price = variantPrice(db, variantId, currency);
  if (!price) throw missingPrice(`variant ${variantId}`, currency);
  return price;
}

export function moneyRange(min: number, max: number, currency: CurrencyCode) {
  return { minVariantPrice: money(min, currency), maxVariantPrice: money(max, currency) };
}

function missingPrice(what: string, currency: string): GraphQLError {
  return new GraphQLError(`The local database has no ${currency} price for ${what}`, {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
