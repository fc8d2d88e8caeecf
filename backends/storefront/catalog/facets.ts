import type { Db } from '../../db';
import type { ProductFacts } from './facts';
import { filterGroups, matchesGroups, type FilterGroup, type ProductFilterInput } from './filters';
import type { OptionRow } from './rows';
import { translation } from './translations';

interface FilterValueParent {
  id: string;
  label: string;
  count: number;
  /** A ProductFilter as a JSON string, as Shopify returns it. */
  input: string;
  swatch: { color: string; image: null } | null;
  image: null;
}

export interface FilterParent {
  id: string;
  label: string;
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE';
  presentation: 'TEXT' | 'SWATCH' | null;
  values: FilterValueParent[];
}

interface Candidate {
  label: string;
  input: ProductFilterInput;
  idSuffix: string;
  swatchColor?: string;
}

/**
 * The `filters` of a product connection, from `base` (the products before filtering). Each count is
 * what the value would match with the other groups' filters, its own group's left out: Shopify's
 * disjunctive faceting, so a selected colour does not zero the others. Labels are in the request's
 * language; ids and `input` come from the English data, so a URL's filter means the same everywhere.
 */
export function productFacets(
  db: Db,
  base: readonly ProductFacts[],
  active: readonly FilterGroup[],
  language: string,
): FilterParent[] {
  const label = (id: string, english: string) => translation(db, 'FILTER', id, 'label', language) ?? english;
  const othersThan = (key: string) => active.filter((group) => group.key !== key);
  const count = (key: string, input: ProductFilterInput) => {
    const groups = [...othersThan(key), ...filterGroups(db, [input])];
    return base.filter((product) => matchesGroups(product, groups)).length;
  };
  const list = (id: string, text: string, key: string, candidates: Candidate[]): FilterParent => ({
    id,
    label: text,
    type: 'LIST',
    presentation: candidates.some((c) => c.swatchColor) ? 'SWATCH' : 'TEXT',
    values: candidates.map((c) => ({
      id: `${id}.${c.idSuffix}`,
      label: c.label,
      count: count(key, c.input),
      input: JSON.stringify(c.input),
      swatch: c.swatchColor ? { color: c.swatchColor, image: null } : null,
      image: null,
    })),
  });

  const filters: FilterParent[] = [
    {
      ...list('filter.v.availability', label('filter.v.availability', 'Availability'), 'available', [
        { label: label('filter.v.availability.1', 'In stock'), input: { available: true }, idSuffix: '1' },
        {
          label: label('filter.v.availability.0', 'Out of stock'),
          input: { available: false },
          idSuffix: '0',
        },
      ]),
      type: 'BOOLEAN',
    },
    priceFacet(base, othersThan('price'), (input) => count('price', input), label('filter.v.price', 'Price')),
  ];
  const productTypes = distinct(base.map((p) => p.product.product_type).filter(Boolean)).sort();
  if (productTypes.length > 0) {
    filters.push(
      list(
        'filter.p.product_type',
        label('filter.p.product_type', 'Product type'),
        'productType',
        productTypes.map((type) => ({
          label: productTypeLabel(db, type, language),
          input: { productType: type },
          idSuffix: handleize(type),
        })),
      ),
    );
  }
  const vendors = distinct(base.map((p) => p.product.vendor).filter(Boolean)).sort();
  if (vendors.length > 0) {
    filters.push(
      list(
        'filter.p.vendor',
        label('filter.p.vendor', 'Vendor'),
        'productVendor',
        vendors.map((vendor) => ({
          label: vendor,
          input: { productVendor: vendor },
          idSuffix: handleize(vendor),
        })),
      ),
    );
  }
  for (const option of optionFacets(db, base)) {
    const name = handleize(option.name);
    filters.push(
      list(
        `filter.v.option.${name}`,
        translation(db, 'PRODUCT_OPTION', option.id, 'name', language) ?? option.name,
        `variantOption:${option.name.toLowerCase()}`,
        option.values.map((value) => ({
          label:
            translation(db, 'PRODUCT_OPTION_VALUE', `${value.optionId}/${value.name}`, 'name', language) ??
            value.name,
          input: { variantOption: { name: option.name.toLowerCase(), value: value.name } },
          idSuffix: handleize(value.name),
          swatchColor: value.swatchColor,
        })),
      ),
    );
  }
  return filters;
}

/** One value spanning 0 to the highest variant price among the products the other filters leave. */
function priceFacet(
  base: readonly ProductFacts[],
  others: readonly FilterGroup[],
  count: (input: ProductFilterInput) => number,
  label: string,
): FilterParent {
  const remaining = base.filter((product) => matchesGroups(product, others));
  const max = Math.max(0, ...remaining.flatMap((p) => p.variants.map((v) => v.price))) / 100;
  const input = { price: { min: 0, max } };
  return {
    id: 'filter.v.price',
    label,
    type: 'PRICE_RANGE',
    presentation: null,
    values: [
      {
        id: 'filter.v.price',
        label,
        count: count(input),
        input: JSON.stringify(input),
        swatch: null,
        image: null,
      },
    ],
  };
}

/** A product type as the products of that type name it in the request language. */
function productTypeLabel(db: Db, type: string, language: string): string {
  const product = db.get<{ id: number }>(
    'SELECT id FROM products WHERE product_type = ? ORDER BY id LIMIT 1',
    [type],
  );
  return (product && translation(db, 'PRODUCT', product.id, 'product_type', language)) ?? type;
}

/**
 * Options of the base products, in the order they first appear; the placeholder "Title" is left out.
 * Each option and value keeps the id of the option row it was first seen in, to find its translation.
 */
function optionFacets(db: Db, base: readonly ProductFacts[]) {
  const options = new Map<
    string,
    {
      id: number;
      name: string;
      values: Map<string, { name: string; swatchColor?: string; optionId: number }>;
    }
  >();
  for (const { product } of base) {
    const rows = db.all<OptionRow>('SELECT * FROM product_options WHERE product_id = ? ORDER BY position', [
      product.id,
    ]);
    for (const row of rows) {
      if (row.name === 'Title') continue;
      const key = row.name.toLowerCase();
      const option = options.get(key) ?? { id: row.id, name: row.name, values: new Map() };
      options.set(key, option);
      for (const value of JSON.parse(row.option_values) as { name: string; swatchColor?: string }[]) {
        if (!option.values.has(value.name)) option.values.set(value.name, { ...value, optionId: row.id });
      }
    }
  }
  return [...options.values()].map((o) => ({ id: o.id, name: o.name, values: [...o.values.values()] }));
}

function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

/** Shopify's handleize: lower case ASCII words joined by dashes. */
function handleize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
