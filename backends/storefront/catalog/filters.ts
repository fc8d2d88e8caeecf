import type { Db } from '../../db';
import { badRequest, unsupported } from './errors';
import type { ProductFacts, VariantFacts } from './facts';

/** The Storefront ProductFilter input, one filter per object as Shopify expects. */
export interface ProductFilterInput {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
  productMetafield?: { namespace: string; key: string; value: string } | null;
  variantMetafield?: { namespace: string; key: string; value: string } | null;
  category?: unknown;
  taxonomyMetafield?: unknown;
}

type ProductTest = (product: ProductFacts) => boolean;
type VariantTest = (variant: VariantFacts) => boolean;

/**
 * The filters of one kind (one option name, one metafield, ...). As on Shopify, the values of a group
 * are alternatives (OR) and different groups must all hold (AND). Variant-level groups must all hold
 * for the same variant, so "size M" and "in stock" means an M that is in stock.
 */
export type FilterGroup =
  | { key: string; level: 'product'; tests: ProductTest[] }
  | { key: string; level: 'variant'; tests: VariantTest[] };

export function filterGroups(
  db: Db,
  inputs: readonly ProductFilterInput[] | null | undefined,
): FilterGroup[] {
  const groups = new Map<string, FilterGroup>();
  const add = (group: FilterGroup) => {
    const existing = groups.get(group.key);
    if (!existing) groups.set(group.key, group);
    else (existing.tests as unknown[]).push(...group.tests);
  };
  for (const input of inputs ?? []) {
    if (input.category != null) throw unsupported('ProductFilter.category');
    if (input.taxonomyMetafield != null) throw unsupported('ProductFilter.taxonomyMetafield');
    if (input.available != null) {
      const wanted = input.available;
      add({ key: 'available', level: 'variant', tests: [(v) => v.available === wanted] });
    }
    if (input.price) {
      const min = (input.price.min ?? 0) * 100;
      const max = input.price.max != null ? input.price.max * 100 : Infinity;
      if (min > max) throw badRequest('The price filter minimum is above its maximum');
      add({ key: 'price', level: 'variant', tests: [(v) => v.price >= min && v.price <= max] });
    }
    if (input.productType != null) {
      const wanted = input.productType.toLowerCase();
      add({
        key: 'productType',
        level: 'product',
        tests: [(p) => p.product.product_type.toLowerCase() === wanted],
      });
    }
    if (input.productVendor != null) {
      const wanted = input.productVendor.toLowerCase();
      add({
        key: 'productVendor',
        level: 'product',
        tests: [(p) => p.product.vendor.toLowerCase() === wanted],
      });
    }
    if (input.tag != null) {
      const wanted = input.tag.toLowerCase();
      add({ key: 'tag', level: 'product', tests: [(p) => p.tags.some((t) => t.toLowerCase() === wanted)] });
    }
    if (input.variantOption) {
      const name = input.variantOption.name.toLowerCase();
      const value = input.variantOption.value.toLowerCase();
      add({
        key: `variantOption:${name}`,
        level: 'variant',
        tests: [
          (v) => v.options.some((o) => o.name.toLowerCase() === name && o.value.toLowerCase() === value),
        ],
      });
    }
    if (input.productMetafield) {
      const { namespace, key, value } = input.productMetafield;
      add({
        key: `productMetafield:${namespace}.${key}`,
        level: 'product',
        tests: [(p) => metafieldValue(db, 'Product', p.product.id, namespace, key) === value],
      });
    }
    if (input.variantMetafield) {
      const { namespace, key, value } = input.variantMetafield;
      add({
        key: `variantMetafield:${namespace}.${key}`,
        level: 'variant',
        tests: [(v) => metafieldValue(db, 'ProductVariant', v.id, namespace, key) === value],
      });
    }
  }
  return [...groups.values()];
}

export function matchesGroups(product: ProductFacts, groups: readonly FilterGroup[]): boolean {
  const variantGroups: VariantTest[][] = [];
  for (const group of groups) {
    if (group.level === 'product') {
      if (!group.tests.some((test) => test(product))) return false;
    } else {
      variantGroups.push(group.tests);
    }
  }
  if (variantGroups.length === 0) return true;
  return product.variants.some((variant) =>
    variantGroups.every((tests) => tests.some((test) => test(variant))),
  );
}

export function applyFilters(
  products: readonly ProductFacts[],
  groups: readonly FilterGroup[],
): ProductFacts[] {
  return groups.length === 0 ? [...products] : products.filter((p) => matchesGroups(p, groups));
}

function metafieldValue(db: Db, ownerType: string, ownerId: number, namespace: string, key: string) {
  return db.get<{ value: string }>(
    'SELECT value FROM metafields WHERE owner_type = ? AND owner_id = ? AND namespace = ? AND key = ?',
    [ownerType, ownerId, namespace, key],
  )?.value;
}
