/**
 * The variant a product page shows when it opens (spec §3: only a variant for sale can be chosen): the
 * first one for sale, else the first. The option pickers start on it and the product view reports it.
 */
export function shownVariant<Variant extends { availableForSale: boolean }>(
  variants: readonly Variant[],
): Variant | undefined {
  return variants.find((variant) => variant.availableForSale) ?? variants[0];
}
