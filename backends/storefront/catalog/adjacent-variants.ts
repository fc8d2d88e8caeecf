import type { Db } from '../../db';
import {
  optionRowsOfProduct,
  selectedOptionsOf,
  selectedOrFirstAvailableVariant,
  type SelectedOption,
  type SelectionArgs,
} from './options';
import { variantsOfProduct, type ProductVariantParent } from './variants';

/**
 * `Product.adjacentVariants`: the variants whose options differ from the selection by exactly one
 * value, ordered by id. The selection is the given options when they name every option of the
 * product, else (as Shopify documents for no selection) the selected or first available variant's.
 */
export function adjacentVariants(db: Db, productId: number, args: SelectionArgs): ProductVariantParent[] {
  const names = optionRowsOfProduct(db, productId).map((row) => row.name);
  const same = (a: string, b: string) =>
    args.caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b;
  const valueOf = (options: readonly SelectedOption[], name: string) =>
    options.find((option) => same(option.name, name))?.value;
  const given = args.selectedOptions ?? [];
  const complete = given.length > 0 && names.every((name) => valueOf(given, name) !== undefined);
  const fallback = complete ? null : selectedOrFirstAvailableVariant(db, productId, args);
  const reference = complete ? given : fallback ? selectedOptionsOf(fallback) : [];
  if (reference.length === 0) return [];
  return variantsOfProduct(db, productId)
    .filter((variant) => {
      const options = selectedOptionsOf(variant);
      const differing = names.filter(
        (name) => !same(valueOf(options, name) ?? '', valueOf(reference, name) ?? ''),
      );
      return differing.length === 1;
    })
    .sort((a, b) => a.id - b.id);
}
