import type { StorefrontContext } from '../context';
import type { ProductFacts } from './facts';
import { copyOf, productTypeOf, synonymsOf, variantsOf } from './request-cache';
import { wordMatches, wordsOf } from './text-match';
import { typoMatches } from './typos';

export type SearchableField =
  | 'TITLE'
  | 'PRODUCT_TYPE'
  | 'VENDOR'
  | 'TAG'
  | 'BODY'
  | 'VARIANTS_TITLE'
  | 'VARIANTS_SKU'
  | 'VARIANTS_BARCODE'
  | 'AUTHOR';

/** Fields `search` looks in; predictive search defaults to fewer, as Shopify's does. */
export const fullSearchFields: readonly SearchableField[] = [
  'TITLE',
  'PRODUCT_TYPE',
  'VENDOR',
  'TAG',
  'BODY',
  'VARIANTS_TITLE',
  'VARIANTS_SKU',
];
export const predictiveSearchFields: readonly SearchableField[] = [
  'TITLE',
  'PRODUCT_TYPE',
  'VARIANTS_TITLE',
  'VENDOR',
];

/** How much a match in each field weighs in the relevance score. */
const weights: Record<SearchableField, number> = {
  TITLE: 5,
  PRODUCT_TYPE: 3,
  VENDOR: 2,
  TAG: 2,
  VARIANTS_TITLE: 1,
  VARIANTS_SKU: 1,
  VARIANTS_BARCODE: 1,
  BODY: 1,
  AUTHOR: 0,
};

export interface SearchOptions {
  fields: readonly SearchableField[];
  /** Whether the last word may be the start of a longer word (SearchPrefixQueryType LAST). */
  prefixLast: boolean;
  /**
   * Shopify's typo tolerance and the merchant's synonyms: on for `search` and `predictiveSearch`,
   * off for the search syntax of `products(query:)`, as Shopify documents.
   */
  forgiving: boolean;
}

/** Codes are typed exactly: no typo is tolerated in them. */
const exactFields: ReadonlySet<SearchableField> = new Set(['VARIANTS_SKU', 'VARIANTS_BARCODE']);
/** A word found only through a typo counts for less than the same word spelt right. */
const typoWeight = 0.5;

/**
 * A product's relevance to a query: every query word must be found in some searched field (in English
 * or in the request language), itself, through a synonym or, spelt with a typo, through Shopify's typo
 * tolerance; the score adds the weight of the best field each word was found in. 0 means no match.
 */
export function relevance(
  ctx: StorefrontContext,
  facts: ProductFacts,
  query: string,
  options: SearchOptions,
): number {
  const queryWords = wordsOf(query);
  if (queryWords.length === 0) return 0;
  const fieldWords = searchableWords(ctx, facts, options.fields);
  const synonyms = options.forgiving ? synonymsOf(ctx) : new Map<string, readonly string[]>();
  let score = 0;
  for (const [index, word] of queryWords.entries()) {
    const prefix = options.prefixLast && index === queryWords.length - 1;
    const alternatives = [word, ...(synonyms.get(word) ?? [])];
    let best = 0;
    for (const [field, words] of fieldWords) {
      if (words.some((candidate) => alternatives.some((alt) => wordMatches(candidate, alt, prefix)))) {
        best = Math.max(best, weights[field]);
      } else if (
        options.forgiving &&
        !exactFields.has(field) &&
        words.some((candidate) => typoMatches(candidate, word))
      ) {
        best = Math.max(best, weights[field] * typoWeight);
      }
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** The words of a product that predictive search completes a typed word with. */
export function completionWords(
  ctx: StorefrontContext,
  facts: ProductFacts,
  fields: readonly SearchableField[],
) {
  return [...searchableWords(ctx, facts, fields).values()].flat();
}

function searchableWords(
  ctx: StorefrontContext,
  facts: ProductFacts,
  fields: readonly SearchableField[],
): Map<SearchableField, string[]> {
  const { product } = facts;
  const copy = copyOf(ctx, product);
  const variants = fields.some((f) => f.startsWith('VARIANTS_')) ? variantsOf(ctx, product.id) : [];
  const texts: Record<SearchableField, () => string[]> = {
    TITLE: () => [product.title, copy.title],
    PRODUCT_TYPE: () => [product.product_type, productTypeOf(ctx, product)],
    VENDOR: () => [product.vendor],
    TAG: () => facts.tags,
    BODY: () => [product.description, copy.description],
    VARIANTS_TITLE: () => variants.map((v) => v.title).filter((title) => title !== 'Default Title'),
    VARIANTS_SKU: () => variants.map((v) => v.sku),
    VARIANTS_BARCODE: () => variants.map((v) => v.barcode ?? ''),
    AUTHOR: () => [],
  };
  return new Map(fields.map((field) => [field, texts[field]().flatMap(wordsOf)]));
}
