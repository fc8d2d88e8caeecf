import type { Db } from '../../db';
import { gid } from '../ids';
import type { OptionRow } from './rows';
import { variantsOfProduct, type ProductVariantParent } from './variants';

export interface SelectedOption {
  name: string;
  value: string;
}

interface StoredOptionValue {
  name: string;
  swatchColor?: string;
}

export interface ProductOptionParent {
  __typename: 'ProductOption';
  id: string;
  name: string;
  values: string[];
  optionValues: {
    __typename: 'ProductOptionValue';
    id: string;
    name: string;
    swatch: { color: string; image: null } | null;
    firstSelectableVariant: ProductVariantParent | null;
  }[];
}

export function optionRowsOfProduct(db: Db, productId: number): OptionRow[] {
  return db.all<OptionRow>('SELECT * FROM product_options WHERE product_id = ? ORDER BY position, id', [
    productId,
  ]);
}

export function selectedOptionsOf(variant: ProductVariantParent): SelectedOption[] {
  return JSON.parse(variant.selected_options) as SelectedOption[];
}

export function productOptions(db: Db, productId: number): ProductOptionParent[] {
  const variants = variantsOfProduct(db, productId);
  return optionRowsOfProduct(db, productId).map((option) => {
    const values = JSON.parse(option.option_values) as StoredOptionValue[];
    return {
      __typename: 'ProductOption',
      id: gid('ProductOption', option.id),
      name: option.name,
      values: values.map((value) => value.name),
      optionValues: values.map((value, index) => {
        const withValue = variants.filter((variant) =>
          selectedOptionsOf(variant).some((o) => o.name === option.name && o.value === value.name),
        );
        return {
          __typename: 'ProductOptionValue',
          id: gid('ProductOptionValue', `${option.id}${String(index + 1).padStart(3, '0')}`),
          name: value.name,
          // Swatch images are not modelled: the seed gives colours only.
          swatch: value.swatchColor ? { color: value.swatchColor, image: null } : null,
          firstSelectableVariant: withValue.find((v) => v.quantity_available > 0) ?? withValue[0] ?? null,
        };
      }),
    };
  });
}

export interface SelectionArgs {
  selectedOptions?: readonly SelectedOption[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
}

/**
 * Variants carrying every given option. Options the product does not have are dropped when
 * ignoreUnknownOptions is set, otherwise they match nothing.
 */
function matchingVariants(db: Db, productId: number, args: SelectionArgs) {
  const optionNames = optionRowsOfProduct(db, productId).map((o) => o.name);
  const same = (a: string, b: string) =>
    args.caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b;
  let wanted = args.selectedOptions ?? [];
  const unknown = wanted.filter((o) => !optionNames.some((name) => same(name, o.name)));
  if (unknown.length > 0 && !args.ignoreUnknownOptions) return { variants: [], complete: false };
  wanted = wanted.filter((o) => !unknown.includes(o));
  const variants = variantsOfProduct(db, productId).filter((variant) => {
    const options = selectedOptionsOf(variant);
    return wanted.every((w) => options.some((o) => same(o.name, w.name) && same(o.value, w.value)));
  });
  const complete = optionNames.every((name) => wanted.some((w) => same(w.name, name)));
  return { variants: wanted.length > 0 ? variants : [], complete };
}

/** `variantBySelectedOptions`: the variant a complete selection of options names. */
export function variantBySelectedOptions(
  db: Db,
  productId: number,
  args: SelectionArgs,
): ProductVariantParent | null {
  const { variants, complete } = matchingVariants(db, productId, args);
  return complete ? (variants[0] ?? null) : null;
}

/**
 * `selectedOrFirstAvailableVariant`: the selected variant; for a partial selection its first available
 * match; else the product's first available variant, else its first.
 */
export function selectedOrFirstAvailableVariant(
  db: Db,
  productId: number,
  args: SelectionArgs,
): ProductVariantParent | null {
  const { variants: matches, complete } = matchingVariants(db, productId, {
    ignoreUnknownOptions: true,
    ...args,
  });
  if (complete && matches[0]) return matches[0];
  const candidates = matches.length > 0 ? matches : variantsOfProduct(db, productId);
  return candidates.find((v) => v.quantity_available > 0) ?? candidates[0] ?? null;
}
