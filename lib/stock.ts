/**
 * Stock per size: a purchasable variant with this many pieces or fewer left says so ("Plus que 2").
 * Above it the count says nothing useful to the shopper and would only date the cached page sooner;
 * the spec gives no figure (its §3 lists quantityAvailable on the variant), this is the shop's choice.
 */
export const lowStockThreshold = 3;

/**
 * The count to show beside a variant, or null: only for a variant on sale with 1 to
 * `lowStockThreshold` pieces. A provider that withholds the count (null) shows nothing.
 */
export function lowStockCount(variant: {
  availableForSale: boolean;
  quantityAvailable?: number | null;
}): number | null {
  const count = variant.quantityAvailable;
  if (!variant.availableForSale || count == null) return null;
  return count >= 1 && count <= lowStockThreshold ? count : null;
}
