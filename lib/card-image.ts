import { facetValueKey, type Facet } from './listing';

/**
 * The option values a listing is filtered by (a colour), as a card can find them in its variants. A
 * facet value's input names the value in the shop's own language (`{"variantOption":{"name":"color",
 * "value":"Ivory"}}`) while the variants read in the shopper's language ("Couleur: Ivoire"), which is
 * the facet value's label: both are kept, and option names are not compared.
 */
export function chosenOptionValues(
  selected: Readonly<Record<string, readonly string[]>>,
  facets: readonly Facet[],
): string[] {
  return facets.flatMap((facet) =>
    facet.values.flatMap((value) => {
      if (!selected[facet.id]?.includes(facetValueKey(facet, value.id))) return [];
      const input = variantOptionValueOf(value.input);
      return input === null ? [] : [input, value.label];
    }),
  );
}

function variantOptionValueOf(input: string): string | null {
  try {
    const parsed = JSON.parse(input) as { variantOption?: { value?: unknown } } | null;
    const value = parsed?.variantOption?.value;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

interface CardVariant<Image> {
  selectedOptions: readonly { name: string; value: string }[];
  image?: Image | null;
}

/**
 * The picture of a product's card: when the listing is filtered by option values (a colour, a size),
 * the image of the variant that has the most of them, the first of equals, so a card of a listing
 * filtered by ivory shows the ivory piece, also when a size is chosen too; else, or when no such
 * variant has an image, the featured image.
 */
export function cardImageOf<Image>(
  product: { featuredImage?: Image | null; variants: readonly CardVariant<Image>[] },
  chosenValues: readonly string[],
): Image | null {
  const wanted = new Set(chosenValues.map((value) => value.toLowerCase()));
  let best: { image: Image; matches: number } | null = null;
  for (const variant of product.variants) {
    const matches = variant.selectedOptions.filter((option) => wanted.has(option.value.toLowerCase())).length;
    if (variant.image && matches > (best?.matches ?? 0)) best = { image: variant.image, matches };
  }
  return best?.image ?? product.featuredImage ?? null;
}
