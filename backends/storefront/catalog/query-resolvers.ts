import { languagesOfCountry, shippingCountries } from '../../markets';
import type { StorefrontContext } from '../context';
import { gid } from '../ids';
import { allCollections, collectionByHandle, collectionById, type CollectionParent } from './collections';
import { paginate, type PageArgs } from './connection';
import { badRequest } from './errors';
import { loadFacts } from './facts';
import { nodeById, numericIdOf } from './global-ids';
import { productListing, type ListingArgs } from './listing';
import { availableCountries, countryObject, languageObject, marketObject } from './localization';
import { findMetafield, referencesOf } from './metafields';
import { productQuery } from './product-query';
import { productByHandle, productById, productTags, publishedProducts, type ProductParent } from './products';
import { fullSearchFields, relevance } from './search';
import { predictiveSearch, search } from './search-resolvers';
import { shopSettings } from './shop';
import { containsPhrase } from './text-match';
import { copyOf } from './request-cache';
import { collectionCopy } from './translations';

type ByHandleOrId = { handle?: string | null; id?: string | null };

function byHandleOrId<T>(
  args: ByHandleOrId,
  type: string,
  byHandle: (handle: string) => T | null,
  byId: (id: number) => T | null,
): T | null {
  if (args.id != null) {
    const id = numericIdOf(args.id, type);
    return id === null ? null : byId(id);
  }
  if (args.handle != null) return byHandle(args.handle);
  throw badRequest('Either handle or id must be provided');
}

/** `products(query:)` ranks by the query's free words when sorted by RELEVANCE. */
const freeWords = (query: string) => query.replace(/-?[\w.]+:(?:"[^"]*"|'[^']*'|\S+)/g, ' ');

function products(_: unknown, args: ListingArgs & { query?: string | null }, ctx: StorefrontContext) {
  const all = publishedProducts(ctx.db);
  const facts = loadFacts(ctx, all);
  const matches = productQuery(args.query);
  const base = facts
    .filter((f) => {
      const copy = copyOf(ctx, f.product);
      return matches({
        facts: f,
        titles: [f.product.title, copy.title],
        descriptions: [f.product.description, copy.description],
      });
    })
    .map((f) => f.product);
  const text = freeWords(args.query ?? '');
  const scores =
    args.sortKey === 'RELEVANCE'
      ? new Map(
          facts.map((f) => [
            f.product.id,
            relevance(ctx, f, text, { fields: fullSearchFields, prefixLast: false, forgiving: false }),
          ]),
        )
      : undefined;
  return productListing(ctx, base, args, { defaultSort: 'ID', relevance: scores });
}

function collections(
  _: unknown,
  args: PageArgs & { query?: string | null; sortKey?: string | null; reverse?: boolean | null },
  ctx: StorefrontContext,
) {
  const titleOf = (c: CollectionParent) => collectionCopy(ctx.db, c, ctx.language).title;
  const terms = (args.query ?? '').match(/[\w.]+:(?:"[^"]*"|'[^']*'|\S+)|\S+/g) ?? [];
  let list = allCollections(ctx.db).filter((c) =>
    terms.every((term) => {
      const [field, value] = term.includes(':') ? term.split(/:(.*)/, 2) : ['', term];
      const wanted = value!.replace(/^(["'])(.*)\1$/, '$2');
      if (field === 'handle') return c.handle === wanted;
      if (field === 'title' || field === '')
        return containsPhrase(titleOf(c), wanted) || containsPhrase(c.title, wanted);
      return true;
    }),
  );
  if (args.sortKey === 'TITLE') list = list.sort((a, b) => titleOf(a).localeCompare(titleOf(b)));
  if (args.sortKey === 'UPDATED_AT') list = list.sort((a, b) => a.updated_at.localeCompare(b.updated_at));
  if (args.reverse) list.reverse();
  return { ...paginate(list, (c) => c.id, args), totalCount: String(list.length) };
}

function productRecommendations(
  _: unknown,
  args: { productId?: string | null; productHandle?: string | null },
  ctx: StorefrontContext,
) {
  const product = byHandleOrId(
    { id: args.productId, handle: args.productHandle },
    'Product',
    (handle) => productByHandle(ctx.db, handle),
    (id) => productById(ctx.db, id),
  );
  if (!product) return null;
  const associated = findMetafield(ctx.db, 'Product', product.id, 'custom', 'associated_products');
  if (!associated) return [];
  const published = new Set(publishedProducts(ctx.db).map((p) => p.id));
  return (referencesOf(ctx.db, associated.type, associated.value) ?? []).filter(
    (r): r is ProductParent => r.__typename === 'Product' && published.has(r.id),
  );
}

/** productTags / productTypes: distinct values across published products, alphabetically. */
function distinctStrings(values: (product: ProductParent) => string[]) {
  return (_: unknown, args: { first: number }, ctx: StorefrontContext) => {
    const all = [...new Set(publishedProducts(ctx.db).flatMap(values))].filter(Boolean).sort();
    return paginate(all, (value) => value, { first: args.first });
  };
}

export const queryResolvers = {
  shop: (_: unknown, __: unknown, ctx: StorefrontContext) => {
    const url = new URL(ctx.config.SHOP_URL);
    return {
      __typename: 'Shop',
      id: gid('Shop', shopSettings.id),
      name: shopSettings.name,
      description: null,
      moneyFormat: shopSettings.moneyFormat,
      primaryDomain: { host: url.host, url: url.origin, sslEnabled: url.protocol === 'https:' },
      brand: null,
      shipsToCountries: shippingCountries,
    };
  },
  localization: (_: unknown, __: unknown, ctx: StorefrontContext) => ({
    availableCountries: availableCountries(ctx.language),
    availableLanguages: languagesOfCountry(ctx.country).map((code) => languageObject(code, ctx.language)),
    country: countryObject(ctx.country, ctx.language),
    language: languageObject(ctx.language, ctx.language),
    market: marketObject(ctx.country),
  }),
  product: (_: unknown, args: ByHandleOrId, ctx: StorefrontContext) =>
    byHandleOrId(
      args,
      'Product',
      (h) => productByHandle(ctx.db, h),
      (id) => productById(ctx.db, id),
    ),
  productByHandle: (_: unknown, args: { handle: string }, ctx: StorefrontContext) =>
    productByHandle(ctx.db, args.handle),
  products,
  collection: (_: unknown, args: ByHandleOrId, ctx: StorefrontContext) =>
    byHandleOrId(
      args,
      'Collection',
      (h) => collectionByHandle(ctx.db, h),
      (id) => collectionById(ctx.db, id),
    ),
  collectionByHandle: (_: unknown, args: { handle: string }, ctx: StorefrontContext) =>
    collectionByHandle(ctx.db, args.handle),
  collections,
  search,
  predictiveSearch,
  node: (_: unknown, args: { id: string }, ctx: StorefrontContext) => nodeById(ctx.db, args.id),
  nodes: (_: unknown, args: { ids: string[] }, ctx: StorefrontContext) =>
    args.ids.map((id) => nodeById(ctx.db, id)),
  productRecommendations,
  productTags: distinctStrings((p) => productTags(p)),
  productTypes: distinctStrings((p) => [p.product_type]),
};
