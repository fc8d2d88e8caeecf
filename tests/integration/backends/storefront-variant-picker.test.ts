import { decodeEncodedVariant } from '@shopify/hydrogen-react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';

/**
 * What Hydrogen's variant picker reads (its skeleton's product query): the encoded option value
 * combinations, decoded here with Hydrogen's own decoder, and the adjacent variants.
 */
interface Variant {
  id: string;
  availableForSale: boolean;
  requiresShipping: boolean;
  selectedOptions: { name: string; value: string }[];
}
interface Product {
  options: { name: string; optionValues: { name: string }[] }[];
  variants: { nodes: Variant[] };
  encodedVariantExistence: string;
  encodedVariantAvailability: string;
  adjacentVariants: Variant[];
}

const variantFields = 'id availableForSale requiresShipping selectedOptions { name value }';

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

async function product(handle: string, selection = ''): Promise<Product> {
  const result = await storefront<{ product: Product }>(
    backends,
    `{ product(handle: "${handle}") {
      options { name optionValues { name } }
      variants(first: 250) { nodes { ${variantFields} } }
      encodedVariantExistence encodedVariantAvailability
      adjacentVariants${selection} { ${variantFields} }
    } }`,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.product;
}

/** A variant's option value positions, as the encoding numbers them. */
function positionsOf(p: Product, variant: Variant): number[] {
  return p.options.map((option) =>
    option.optionValues.findIndex(
      (value) => value.name === variant.selectedOptions.find((o) => o.name === option.name)!.value,
    ),
  );
}

const sorted = (combinations: number[][]) => combinations.map((c) => c.join(':')).sort();

describe('Product variant picker fields', () => {
  it('encodes every existing and every available combination as Hydrogen decodes them', async () => {
    const dress = await product('silk-wrap-dress');
    const all = dress.variants.nodes;
    expect(all.some((v) => !v.availableForSale)).toBe(true);
    expect(sorted(decodeEncodedVariant(dress.encodedVariantExistence))).toEqual(
      sorted(all.map((v) => positionsOf(dress, v))),
    );
    expect(sorted(decodeEncodedVariant(dress.encodedVariantAvailability))).toEqual(
      sorted(all.filter((v) => v.availableForSale).map((v) => positionsOf(dress, v))),
    );
  });

  it('lists the variants one option value away from the selection, ordered by id', async () => {
    const dress = await product(
      'silk-wrap-dress',
      '(selectedOptions: [{ name: "Color", value: "Ivory" }, { name: "Size", value: "M" }])',
    );
    const titles = dress.adjacentVariants.map((v) => v.selectedOptions.map((o) => o.value).join('/'));
    expect(titles).toEqual(['Black/M', 'Ivory/XS', 'Ivory/S', 'Ivory/L', 'Ivory/XL']);
    const ids = dress.adjacentVariants.map((v) => Number(v.id.split('/').pop()));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('takes the first available variant when no option is selected', async () => {
    const dress = await product('silk-wrap-dress');
    const firstAvailable = dress.variants.nodes.find((v) => v.availableForSale)!;
    const [colour, size] = firstAvailable.selectedOptions.map((o) => o.value);
    for (const variant of dress.adjacentVariants) {
      const [c, s] = variant.selectedOptions.map((o) => o.value);
      expect((c === colour ? 0 : 1) + (s === size ? 0 : 1)).toBe(1);
    }
    expect(dress.adjacentVariants).toHaveLength(
      dress.options.reduce((n, o) => n + o.optionValues.length - 1, 0),
    );
  });

  it('ships a dress and not the e-mailed gift card', async () => {
    const dress = await product('silk-wrap-dress');
    const card = await product('gift-card');
    expect(dress.variants.nodes.every((v) => v.requiresShipping)).toBe(true);
    expect(card.variants.nodes.every((v) => !v.requiresShipping)).toBe(true);
  });
});
