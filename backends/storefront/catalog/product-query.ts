import { normalise, containsPhrase } from './text-match';
import type { ProductFacts } from './facts';

/** What a product offers to the `query` argument of `products`. */
export interface QueryableProduct {
  facts: ProductFacts;
  titles: string[];
  descriptions: string[];
}

type Term = { negate: boolean; test: (p: QueryableProduct) => boolean };

/**
 * Shopify's product search syntax, the subset the shop uses: `field:value` terms for title, tag,
 * product_type, vendor, available_for_sale and handle (quoted values, `*` suffix for a prefix), bare
 * words against title, description, type, vendor and tags, `-` or NOT to exclude, terms joined by AND
 * (implicit) and OR. Unknown fields are ignored, as Shopify ignores them.
 */
export function productQuery(query: string | null | undefined): (product: QueryableProduct) => boolean {
  const alternatives = splitOr(tokenize(query ?? ''));
  if (alternatives.length === 0) return () => true;
  const parsed = alternatives.map((tokens) => tokens.map(parseTerm).filter((t): t is Term => t !== null));
  return (product) => parsed.some((terms) => terms.every((term) => term.test(product) !== term.negate));
}

function tokenize(query: string): string[] {
  return query.match(/-?[\w.]+:(?:"[^"]*"|'[^']*'|\S+)|"[^"]*"|'[^']*'|\S+/g) ?? [];
}

function splitOr(tokens: string[]): string[][] {
  const groups: string[][] = [[]];
  let negateNext = false;
  for (const token of tokens) {
    if (token === 'OR') groups.push([]);
    else if (token === 'AND') continue;
    else if (token === 'NOT') negateNext = true;
    else {
      groups.at(-1)!.push(negateNext && !token.startsWith('-') ? `-${token}` : token);
      negateNext = false;
    }
  }
  return groups.filter((group) => group.length > 0);
}

function parseTerm(token: string): Term | null {
  const negate = token.startsWith('-');
  const body = negate ? token.slice(1) : token;
  const colon = /^([\w.]+):(.*)$/.exec(body);
  const raw = colon ? colon[2]! : body;
  const unquoted = raw.replace(/^(["'])(.*)\1$/, '$2');
  const prefix = unquoted.endsWith('*');
  const value = normalise(prefix ? unquoted.slice(0, -1) : unquoted);
  const equals = (candidate: string) =>
    prefix ? normalise(candidate).startsWith(value) : normalise(candidate) === value;
  if (!colon) {
    return {
      negate,
      test: (p) =>
        [
          ...p.titles,
          ...p.descriptions,
          p.facts.product.product_type,
          p.facts.product.vendor,
          ...p.facts.tags,
        ].some((text) => containsPhrase(text, value, prefix)),
    };
  }
  switch (colon[1]) {
    case 'title':
      return { negate, test: (p) => p.titles.some((title) => containsPhrase(title, value, prefix)) };
    case 'tag':
      return { negate, test: (p) => p.facts.tags.some(equals) };
    case 'product_type':
      return { negate, test: (p) => equals(p.facts.product.product_type) };
    case 'vendor':
      return { negate, test: (p) => equals(p.facts.product.vendor) };
    case 'handle':
      return { negate, test: (p) => equals(p.facts.product.handle) };
    case 'available_for_sale':
      return { negate, test: (p) => p.facts.variants.some((v) => v.available) === (value === 'true') };
    default:
      return null;
  }
}
