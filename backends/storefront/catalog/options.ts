import type { Db } from '../../db';
import { gid } from '../ids';
import type { OptionRow } from './rows';
import { translations } from './translations';
import { variantsOfProduct, type ProductVariantParent } from './variants';

export interface SelectedOption {
  name: string;
  value: string;
}

export interface StoredOptionValue {
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

/**
 * A product's option names and values in the request language, and back: the data (variants,
 * filters) keeps the English names, what the shopper reads is translated, English when not.
 */
export interface OptionBook {
  name(english: string): string;
  value(option: string, english: string): string;
  /** The English option of a name or value given in either language. */
  english(option: SelectedOption): SelectedOption;
}

export function optionBook(db: Db, productId: number, language: string): OptionBook {
  const rows = optionRowsOfProduct(db, productId);
  const valueKeys = rows.flatMap((row) =>
    (JSON.parse(row.option_values) as StoredOptionValue[]).map((value) => `${row.id}/${value.name}`),
  );
  const names = translations(
    db,
    'PRODUCT_OPTION',
    rows.map((row) => String(row.id)),
    'name',
    language,
  );
  const values = translations(db, 'PRODUCT_OPTION_VALUE', valueKeys, 'name', language);
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const name = (english: string) => names.get(String(idOf.get(english))) ?? english;
  const value = (option: string, english: string) => values.get(`${idOf.get(option)}/${english}`) ?? english;
  return {
    name,
    value,
    english(option) {
      const row = rows.find((r) => r.name === option.name || name(r.name) === option.name);
      if (!row) return option;
      const stored = (JSON.parse(row.option_values) as StoredOptionValue[]).find(
        (v) => v.name === option.value || value(row.name, v.name) === option.value,
      );
      return { name: row.name, value: stored?.name ?? option.value };
    },
  };
}

/** A variant's options as the shopper reads them. */
export function translatedOptionsOf(variant: ProductVariantParent, book: OptionBook): SelectedOption[] {
  return selectedOptionsOf(variant).map((o) => ({
    name: book.name(o.name),
    value: book.value(o.name, o.value),
  }));
}

export function productOptions(db: Db, productId: number, book: OptionBook): ProductOptionParent[] {
  const variants = variantsOfProduct(db, productId);
  return optionRowsOfProduct(db, productId).map((option) => {
    const values = JSON.parse(option.option_values) as StoredOptionValue[];
    return {
      __typename: 'ProductOption',
      id: gid('ProductOption', option.id),
      name: book.name(option.name),
      values: values.map((value) => book.value(option.name, value.name)),
      optionValues: values.map((value, index) => {
        const withValue = variants.filter((variant) =>
          selectedOptionsOf(variant).some((o) => o.name === option.name && o.value === value.name),
        );
        return {
          __typename: 'ProductOptionValue',
          id: gid('ProductOptionValue', `${option.id}${String(index + 1).padStart(3, '0')}`),
          name: book.value(option.name, value.name),
          // Swatch images are not modelled: the seed gives colours only.
          swatch: value.swatchColor ? { color: value.swatchColor, image: null } : null,
          firstSelectableVariant: withValue.find((v) => v.quantity_available > 0) ?? withValue[0] ?? null,
        };
      }),
    };
  });
}

export interface SelectionArgs {
  /** Names and values in English or in the request language (see OptionBook.english). */
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
