import type { CurrencyCode } from '../../markets';
import type { Db } from '../../db';
import type { VariantRow } from './rows';

/** The parent object every ProductVariant field resolver reads: the variants row, typed for unions. */
export type ProductVariantParent = VariantRow & { __typename: 'ProductVariant' };

export function variantParent(db: Db, id: number): ProductVariantParent | null {
  const row = db.get<VariantRow>('SELECT * FROM variants WHERE id = ?', [id]);
  return row ? asVariantParent(row) : null;
}

function asVariantParent(row: VariantRow): ProductVariantParent {
  return { ...row, __typename: 'ProductVariant' };
}

export function variantsOfProduct(db: Db, productId: number): ProductVariantParent[] {
  return db
    .all<VariantRow>('SELECT * FROM variants WHERE product_id = ? ORDER BY position, id', [productId])
    .map(asVariantParent);
}

/** A variant's price in one currency, in minor units; null when the variant has no price there. */
export function variantPrice(
  db: Db,
  variantId: number,
  currency: CurrencyCode,
): { amount: number; compareAt: number | null } | null {
  const row = db.get<{ amount: number; compare_at_amount: number | null }>(
    'SELECT amount, compare_at_amount FROM variant_prices WHERE variant_id = ? AND currency = ?',
    [variantId, currency],
  );
  return row ? { amount: row.amount, compareAt: row.compare_at_amount } : null;
}
