/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are checked field by field against SQL; typing each shape would restate the schema. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';

let backends: RunningBackends;

beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends?.close());

/** Rows straight from the database, to check the API against the data rather than against guesses. */
function sql<T = Record<string, unknown>>(query: string, params: (string | number)[] = []): T[] {
  return backends.context.db.all<T>(query, params);
}

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await storefront<T>(backends, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

interface Variant {
  title: string;
  quantity_available: number;
  selected_options: string;
  product_id: number;
}

function variantsOf(handle: string): { title: string; quantity: number; options: Record<string, string> }[] {
  return sql<Variant>(
    'SELECT v.* FROM variants v JOIN products p ON p.id = v.product_id WHERE p.handle = ? ORDER BY v.position',
    [handle],
  ).map((v) => ({
    title: v.title,
    quantity: v.quantity_available,
    options: Object.fromEntries(
      (JSON.parse(v.selected_options) as { name: string; value: string }[]).map((o) => [o.name, o.value]),
    ),
  }));
}

function collectionHandles(collection: string): string[] {
  return sql<{ handle: string }>(
    `SELECT p.handle FROM collection_products cp JOIN collections c ON c.id = cp.collection_id
     JOIN products p ON p.id = cp.product_id WHERE c.handle = ? ORDER BY cp.position`,
    [collection],
  ).map((r) => r.handle);
}

describe('Storefront HTTP contract', () => {
  const url = () => `${backends.origin}/api/2025-07/graphql.json`;

  it('answers 401 without the storefront token', async () => {
    const response = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(response.status).toBe(401);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await fetch(url(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN,
      },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
  });

  it('answers a query with an unknown field with HTTP 200 and a validation error', async () => {
    const response = await fetch(url(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN,
      },
      body: JSON.stringify({ query: '{ product(handle: "silk-wrap-dress") { title colour } }' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.message).toMatch(/colour/);
  });

  it('fails loudly on a schema field the local data cannot answer', async () => {
    const result = await storefront(backends, '{ shop { customerAccountUrl } }');
    expect(result.errors?.[0]?.message).toBe(
      'Field Shop.customerAccountUrl is not supported by the local backend',
    );
  });
});

describe('shop and localization', () => {
  it('describes the shop', async () => {
    const data = await ok(
      '{ shop { id name description moneyFormat primaryDomain { host url sslEnabled } brand { slogan } } }',
    );
    const shopUrl = new URL(backends.context.config.SHOP_URL);
    expect(data.shop).toMatchObject({
      name: 'Maison Aurèle',
      brand: null,
      primaryDomain: { host: shopUrl.host },
    });
    expect(data.shop.id).toMatch(/^gid:\/\/shopify\/Shop\/\d+$/);
    expect(data.shop.moneyFormat).toContain('{{amount');
  });

  it('follows @inContext country and language', async () => {
    const data = await ok(`query @inContext(country: CH, language: FR) {
      localization {
        country { isoCode name currency { isoCode symbol } market { handle } }
        language { isoCode endonymName }
        market { handle }
        availableCountries { isoCode currency { isoCode } availableLanguages { isoCode } }
      }
    }`);
    const { localization } = data;
    expect(localization.country).toMatchObject({
      isoCode: 'CH',
      name: 'Suisse',
      currency: { isoCode: 'CHF' },
    });
    expect(localization.language).toEqual({ isoCode: 'FR', endonymName: 'français' });
    expect(localization.market.handle).toBe('ch');
    const byCode = Object.fromEntries(localization.availableCountries.map((c: any) => [c.isoCode, c]));
    expect(byCode.FR.currency.isoCode).toBe('EUR');
    expect(byCode.GB.currency.isoCode).toBe('GBP');
    expect(byCode.US.currency.isoCode).toBe('USD');
    expect(byCode.FR.availableLanguages.map((l: any) => l.isoCode)).toContain('FR');
  });
});

const productFields = `
  id title handle vendor tags publishedAt createdAt updatedAt description descriptionHtml productType isGiftCard
  availableForSale requiresSellingPlan trackingParameters onlineStoreUrl
  short: description(truncateAt: 20)
  featuredImage { id url altText width height }
  images(first: 10) { nodes { url } }
  media(first: 10) { nodes { __typename id mediaContentType alt previewImage { url }
    ... on MediaImage { image { url width height } }
    ... on Video { sources { url mimeType format width height } } } }
  priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
  compareAtPriceRange { minVariantPrice { amount } maxVariantPrice { amount } }
  collections(first: 10) { nodes { handle } }
  subtitle: metafield(namespace: "custom", key: "subtitle") { value type }
  metafields(identifiers: [{ namespace: "custom", key: "subtitle" }, { namespace: "custom", key: "nothing" }]) { key }
  seo { title description }
  sellingPlanGroups(first: 5) { nodes { name } }
  variants(first: 250) { nodes { id title sku barcode availableForSale currentlyNotInStock quantityAvailable
    taxable requiresComponents weight weightUnit unitPrice { amount }
    price { amount currencyCode } compareAtPrice { amount currencyCode }
    selectedOptions { name value } image { url } product { handle }
    storeAvailability(first: 5) { nodes { available } }
    sellingPlanAllocations(first: 5) { nodes { checkoutChargeAmount { amount } } }
    components(first: 5) { nodes { quantity productVariant { id } } } } }
  variantsCount { count precision }
  options { name values optionValues { name swatch { color } firstSelectableVariant { title } } }
`;

describe('product', () => {
  it('returns every listed field of a fashion product from the database', async () => {
    const data = await ok(`{ product(handle: "silk-wrap-dress") { ${productFields} } }`);
    const product = data.product;
    const row = sql<any>('SELECT * FROM products WHERE handle = ?', ['silk-wrap-dress'])[0];
    expect(product).toMatchObject({
      id: `gid://shopify/Product/${row.id}`,
      title: row.title,
      handle: 'silk-wrap-dress',
      vendor: row.vendor,
      tags: JSON.parse(row.tags),
      productType: row.product_type,
      isGiftCard: false,
      availableForSale: true,
      requiresSellingPlan: false,
      trackingParameters: null,
      onlineStoreUrl: null,
      sellingPlanGroups: { nodes: [] },
      variantsCount: { count: variantsOf('silk-wrap-dress').length, precision: 'EXACT' },
    });
    expect(product.short.length).toBeLessThanOrEqual(21);
    expect(product.featuredImage.url).toBe(`${backends.origin}/cdn/products/silk-wrap-dress-1.jpg`);
    expect(product.collections.nodes.map((c: any) => c.handle)).toEqual(
      expect.arrayContaining(['fashion', 'dresses']),
    );
    expect(product.subtitle.type).toBe('single_line_text_field');
    expect(product.metafields).toEqual([{ key: 'subtitle' }, null]);
    expect(product.options.map((o: any) => o.name)).toEqual(['Color', 'Size']);
    const color = product.options[0];
    expect(color.values).toEqual(['Black', 'Ivory']);
    expect(color.optionValues.every((v: any) => /^#[0-9a-f]{6}$/i.test(v.swatch.color))).toBe(true);
    // Black / XS is sold out: the first selectable Black is another size.
    expect(color.optionValues[0].firstSelectableVariant.title).not.toBe('Black / XS');
  });

  it('reports stock per variant as the seed sets it', async () => {
    const data = await ok(`{ product(handle: "silk-wrap-dress") { ${productFields} } }`);
    const variants = Object.fromEntries(data.product.variants.nodes.map((v: any) => [v.title, v]));
    expect(variants['Black / XS']).toMatchObject({ availableForSale: false, quantityAvailable: 0 });
    expect(variants['Ivory / XL']).toMatchObject({ availableForSale: false, quantityAvailable: 0 });
    expect(variants['Ivory / M']).toMatchObject({ availableForSale: true, quantityAvailable: 2 });
    const first = data.product.variants.nodes[0];
    expect(first.compareAtPrice).not.toBeNull();
    expect(Number(first.compareAtPrice.amount)).toBeGreaterThan(Number(first.price.amount));
    expect(first).toMatchObject({
      unitPrice: null,
      storeAvailability: { nodes: [] },
      components: { nodes: [] },
    });
    expect(first.selectedOptions).toEqual([
      { name: 'Color', value: 'Black' },
      { name: 'Size', value: 'XS' },
    ]);
  });

  it('selects variants by options', async () => {
    const data = await ok(`{ product(handle: "silk-wrap-dress") {
      exact: variantBySelectedOptions(selectedOptions: [{ name: "Color", value: "Ivory" }, { name: "Size", value: "M" }]) { title quantityAvailable }
      partial: variantBySelectedOptions(selectedOptions: [{ name: "Color", value: "Ivory" }]) { title }
      soldOut: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Color", value: "Black" }, { name: "Size", value: "XS" }]) { title }
      blackAvailable: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Color", value: "Black" }]) { title availableForSale }
      none: selectedOrFirstAvailableVariant { title availableForSale }
    } }`);
    expect(data.product.exact).toEqual({ title: 'Ivory / M', quantityAvailable: 2 });
    expect(data.product.partial).toBeNull();
    expect(data.product.soldOut.title).toBe('Black / XS');
    expect(data.product.blackAvailable).toEqual({ title: 'Black / S', availableForSale: true });
    expect(data.product.none.availableForSale).toBe(true);
  });

  it('finds a product by id, and answers null to an unknown handle or id', async () => {
    const id = sql<{ id: number }>("SELECT id FROM products WHERE handle = 'gift-card'")[0]!.id;
    const data = await ok(`{
      byId: product(id: "gid://shopify/Product/${id}") { handle isGiftCard }
      unknown: product(handle: "no-such-product") { id }
      unknownId: product(id: "gid://shopify/Product/999999") { id }
      unknownCollection: collection(handle: "no-such-collection") { id }
    }`);
    expect(data).toEqual({
      byId: { handle: 'gift-card', isGiftCard: true },
      unknown: null,
      unknownId: null,
      unknownCollection: null,
    });
  });

  it('serves video media with its poster as preview image', async () => {
    const data = await ok(`{ product(handle: "silk-wrap-dress") { ${productFields} } }`);
    const video = data.product.media.nodes.find((m: any) => m.__typename === 'Video');
    const row = sql<any>("SELECT * FROM media WHERE media_type = 'VIDEO' AND product_id = 1")[0];
    expect(video).toBeDefined();
    expect(video.sources[0]).toMatchObject({ url: `${backends.origin}${row.path}`, mimeType: 'video/mp4' });
    expect(video.previewImage.url).toBe(`${backends.origin}${row.poster_path}`);
  });

  it('builds image URLs with the CDN parameters', async () => {
    const data = await ok(`{ product(handle: "silk-wrap-dress") { featuredImage {
      url(transform: { maxWidth: 400, maxHeight: 500, crop: CENTER, preferredContentType: WEBP }) } } }`);
    const url = new URL(data.product.featuredImage.url);
    expect(url.origin).toBe(backends.origin);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      width: '400',
      height: '500',
      crop: 'center',
      format: 'webp',
    });
  });

  it('resolves reference metafields and absolute url metafields', async () => {
    const data = await ok(`{ product(handle: "rose-absolue-eau-de-parfum") {
      sample: metafield(namespace: "custom", key: "sample_product") { reference { ... on Product { handle productType } } }
      card: metafield(namespace: "custom", key: "card_image") { value }
      associated: metafield(namespace: "custom", key: "associated_products") { references(first: 10) { nodes { ... on Product { id } } } }
    } }`);
    expect(data.product.sample.reference.handle).toBe('rose-absolue-sample');
    expect(data.product.card.value.startsWith(`${backends.origin}/cdn/`)).toBe(true);
    const stored = sql<{ value: string }>(
      `SELECT m.value FROM metafields m JOIN products p ON p.id = m.owner_id AND m.owner_type = 'Product'
       WHERE m.key = 'associated_products' AND p.handle = 'rose-absolue-eau-de-parfum'`,
    )[0]!;
    expect(data.product.associated.references.nodes.map((n: any) => n.id)).toEqual(JSON.parse(stored.value));
  });

  it('lists the components of a set variant', async () => {
    const data = await ok(`{ product(handle: "discovery-set") { variants(first: 5) { nodes {
      id requiresComponents components(first: 10) { nodes { quantity productVariant { id } } } } } } }`);
    const variant = data.product.variants.nodes[0];
    const stored = sql<{ component_variant_id: number; quantity: number }>(
      'SELECT * FROM variant_components WHERE parent_variant_id = ? ORDER BY rowid',
      [Number(variant.id.split('/').pop())],
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(variant.requiresComponents).toBe(true);
    expect(variant.components.nodes).toEqual(
      stored.map((c) => ({
        quantity: c.quantity,
        productVariant: { id: `gid://shopify/ProductVariant/${c.component_variant_id}` },
      })),
    );
  });
});

describe('prices and translations follow @inContext', () => {
  for (const [country, currency] of [
    ['FR', 'EUR'],
    ['GB', 'GBP'],
    ['CH', 'CHF'],
    ['US', 'USD'],
  ] as const) {
    it(`prices in ${currency} for ${country}`, async () => {
      const data = await ok(`query @inContext(country: ${country}) { product(handle: "silk-wrap-dress") {
        priceRange { minVariantPrice { amount currencyCode } }
        variants(first: 1) { nodes { id price { amount currencyCode } compareAtPrice { amount currencyCode } } }
      } }`);
      const variant = data.product.variants.nodes[0];
      const stored = sql<{ amount: number; compare_at_amount: number }>(
        'SELECT * FROM variant_prices WHERE variant_id = ? AND currency = ?',
        [Number(variant.id.split('/').pop()), currency],
      )[0]!;
      expect(variant.price.currencyCode).toBe(currency);
      expect(Math.round(Number(variant.price.amount) * 100)).toBe(stored.amount);
      expect(Math.round(Number(variant.compareAtPrice.amount) * 100)).toBe(stored.compare_at_amount);
      expect(data.product.priceRange.minVariantPrice.currencyCode).toBe(currency);
    });
  }

  it('translates product and collection copy with language FR', async () => {
    const data = await ok(`query @inContext(country: FR, language: FR) {
      product(handle: "silk-wrap-dress") { title description }
      collection(handle: "fashion") { title description }
    }`);
    const field = (resource: string, table: string, handle: string, name: string) =>
      sql<{ value: string }>(
        `SELECT t.value FROM translations t JOIN ${table} r ON t.resource_key = CAST(r.id AS TEXT)
         WHERE t.resource_type = ? AND r.handle = ? AND t.field = ? AND t.locale = 'fr'`,
        [resource, handle, name],
      )[0]!.value;
    expect(data.product).toEqual({
      title: field('PRODUCT', 'products', 'silk-wrap-dress', 'title'),
      description: field('PRODUCT', 'products', 'silk-wrap-dress', 'description'),
    });
    expect(data.collection).toEqual({
      title: field('COLLECTION', 'collections', 'fashion', 'title'),
      description: field('COLLECTION', 'collections', 'fashion', 'description'),
    });
  });
});

describe('products', () => {
  it('pages forward and backward with opaque cursors, without duplicates', async () => {
    const query = `query ($first: Int, $after: String, $last: Int, $before: String) {
      products(first: $first, after: $after, last: $last, before: $before) {
        edges { cursor node { handle } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      } }`;
    const all = sql<{ handle: string }>('SELECT handle FROM products ORDER BY id').map((r) => r.handle);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const data: any = await ok(query, { first: 4, after });
      const { edges, pageInfo } = data.products;
      seen.push(...edges.map((e: any) => e.node.handle));
      expect(pageInfo.hasPreviousPage).toBe(pages > 0);
      expect(pageInfo.endCursor).toBe(edges.at(-1).cursor);
      expect(() => JSON.parse(Buffer.from(pageInfo.endCursor, 'base64').toString())).not.toThrow();
      pages++;
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 4));

    const last: any = await ok(query, { last: 3 });
    expect(last.products.edges.map((e: any) => e.node.handle)).toEqual(all.slice(-3));
    expect(last.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before: any = await ok(query, { last: 2, before: last.products.pageInfo.startCursor });
    expect(before.products.edges.map((e: any) => e.node.handle)).toEqual(all.slice(-5, -3));
  });

  it('refuses more than 250 items, and a missing page size', async () => {
    const tooMany = await storefront(backends, '{ products(first: 251) { nodes { id } } }');
    expect(tooMany.errors?.[0]?.message).toMatch(/250/);
    const none = await storefront(backends, '{ products { nodes { id } } }');
    expect(none.errors?.[0]?.message).toBe('you must provide one of first or last');
  });

  it('sorts by title, price (minimum variant price in the context currency) and best selling, with reverse', async () => {
    const query = `query ($sortKey: ProductSortKeys, $reverse: Boolean) @inContext(country: GB) {
      products(first: 250, sortKey: $sortKey, reverse: $reverse) { nodes { handle title priceRange { minVariantPrice { amount currencyCode } } } } }`;
    const byTitle: any = await ok(query, { sortKey: 'TITLE' });
    const titles = byTitle.products.nodes.map((n: any) => n.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));

    const byPrice: any = await ok(query, { sortKey: 'PRICE' });
    const prices = byPrice.products.nodes.map((n: any) => Number(n.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.products.nodes[0].priceRange.minVariantPrice.currencyCode).toBe('GBP');
    const reversed: any = await ok(query, { sortKey: 'PRICE', reverse: true });
    const reversedPrices = reversed.products.nodes.map((n: any) =>
      Number(n.priceRange.minVariantPrice.amount),
    );
    expect(reversedPrices).toEqual([...prices].reverse());

    const best: any = await ok(query, { sortKey: 'BEST_SELLING' });
    const expected = sql<{ handle: string }>('SELECT handle FROM products ORDER BY best_selling_rank').map(
      (r) => r.handle,
    );
    expect(best.products.nodes.map((n: any) => n.handle)).toEqual(expected);
  });

  it('narrows by the query syntax', async () => {
    const query = `query ($q: String) { products(first: 250, query: $q) { nodes { handle } } }`;
    const handles = async (q: string) =>
      ((await ok(query, { q })) as any).products.nodes.map((n: any) => n.handle);
    const ofType = sql<{ handle: string }>(
      "SELECT handle FROM products WHERE product_type = 'Eau de Parfum' ORDER BY id",
    );
    expect(await handles('product_type:"Eau de Parfum"')).toEqual(ofType.map((r) => r.handle));
    expect(await handles('tag:Bestseller')).toContain('cashmere-crew-sweater');
    expect(await handles('tag:Bestseller')).not.toContain('silk-wrap-dress');
    const products = sql<{ handle: string; title: string; tags: string }>(
      'SELECT * FROM products ORDER BY id',
    );
    const withTag = (...tags: string[]) =>
      products.filter((p) => tags.some((t) => JSON.parse(p.tags).includes(t))).map((p) => p.handle);
    expect(await handles('title:silk')).toEqual(
      products.filter((p) => /\bsilk\b/i.test(p.title)).map((p) => p.handle),
    );
    expect(await handles('tag:Sample OR tag:Miniature')).toEqual(withTag('Sample', 'Miniature'));
    expect(await handles('tag:Bestseller -tag:Sample')).not.toContain('rose-absolue-sample');
    expect(await handles('available_for_sale:true')).toContain('silk-wrap-dress');
    expect(await handles('vendor:"Maison Aurèle"')).toHaveLength(sql('SELECT id FROM products').length);
  });
});

describe('collections', () => {
  it('lists collections with cursor pagination and sort', async () => {
    const first: any = await ok(
      '{ collections(first: 5, sortKey: TITLE) { nodes { handle title } pageInfo { hasNextPage endCursor } } }',
    );
    const rest: any = await ok(
      `{ collections(first: 250, sortKey: TITLE, after: "${first.collections.pageInfo.endCursor}") { nodes { handle title } } }`,
    );
    const all = [...first.collections.nodes, ...rest.collections.nodes];
    expect(all).toHaveLength(sql('SELECT id FROM collections').length);
    expect(new Set(all.map((c) => c.handle)).size).toBe(all.length);
    const titles = all.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('returns a collection with its products in manual order and its image', async () => {
    const data =
      await ok(`{ collection(handle: "fashion") { id title handle description descriptionHtml updatedAt
      seo { title } image { url width height }
      products(first: 250) { nodes { handle } } } }`);
    expect(data.collection.products.nodes.map((n: any) => n.handle)).toEqual(collectionHandles('fashion'));
    expect(data.collection.image?.url ?? null).toSatisfy(
      (url: string | null) => url === null || url.startsWith(`${backends.origin}/cdn/`),
    );
  });

  it('sorts collection products by price and reverse', async () => {
    const data = await ok(`query @inContext(country: CH) { collection(handle: "fashion") {
      asc: products(first: 250, sortKey: PRICE) { nodes { priceRange { minVariantPrice { amount currencyCode } } } }
      desc: products(first: 250, sortKey: PRICE, reverse: true) { nodes { priceRange { minVariantPrice { amount } } } } } }`);
    const asc = data.collection.asc.nodes.map((n: any) => Number(n.priceRange.minVariantPrice.amount));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(data.collection.desc.nodes.map((n: any) => Number(n.priceRange.minVariantPrice.amount))).toEqual(
      [...asc].reverse(),
    );
    expect(data.collection.asc.nodes[0].priceRange.minVariantPrice.currencyCode).toBe('CHF');
  });
});

describe('filters', () => {
  const listing = `query ($filters: [ProductFilter!]) @inContext(country: FR) { collection(handle: "fashion") {
    products(first: 250, filters: $filters) {
      nodes { handle }
      filters { id label type presentation values { id label count input swatch { color } } }
    } } }`;
  const fashion = () =>
    collectionHandles('fashion').map((handle) => ({ handle, variants: variantsOf(handle) }));
  const hasVariant = (
    p: ReturnType<typeof fashion>[number],
    test: (v: ReturnType<typeof variantsOf>[number]) => boolean,
  ) => p.variants.some(test);

  async function run(filters: unknown[]) {
    const data: any = await ok(listing, { filters });
    const products = data.collection.products;
    const facet = (id: string) => products.filters.find((f: any) => f.id === id);
    return {
      handles: products.nodes.map((n: any) => n.handle) as string[],
      facet,
      filters: products.filters,
    };
  }

  it('offers Shopify-shaped facets computed from the collection', async () => {
    const { facet } = await run([]);
    const availability = facet('filter.v.availability');
    expect(availability).toMatchObject({ type: 'BOOLEAN', label: 'Availability' });
    expect(availability.values.map((v: any) => [v.id, JSON.parse(v.input)])).toEqual([
      ['filter.v.availability.1', { available: true }],
      ['filter.v.availability.0', { available: false }],
    ]);
    const inStock = fashion().filter((p) => hasVariant(p, (v) => v.quantity > 0)).length;
    expect(availability.values[0].count).toBe(inStock);

    const price = facet('filter.v.price');
    expect(price.type).toBe('PRICE_RANGE');
    const maxEur = sql<{ max: number }>(
      `SELECT MAX(vp.amount) AS max FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id
       JOIN collection_products cp ON cp.product_id = v.product_id JOIN collections c ON c.id = cp.collection_id
       WHERE c.handle = 'fashion' AND vp.currency = 'EUR'`,
    )[0]!.max;
    expect(JSON.parse(price.values[0].input)).toEqual({ price: { min: 0, max: maxEur / 100 } });

    const color = facet('filter.v.option.color');
    expect(color).toMatchObject({ type: 'LIST', presentation: 'SWATCH' });
    const black = color.values.find((v: any) => v.label === 'Black');
    expect(black.id).toBe('filter.v.option.color.black');
    expect(JSON.parse(black.input)).toEqual({ variantOption: { name: 'color', value: 'Black' } });
    expect(black.swatch.color).toMatch(/^#/);
    expect(black.count).toBe(
      fashion().filter((p) => hasVariant(p, (v) => v.options.Color === 'Black')).length,
    );

    expect(facet('filter.v.option.size').presentation).toBe('TEXT');
    const types = facet('filter.p.product_type');
    expect(types.values.map((v: any) => v.label).sort()).toEqual(
      [
        ...new Set(
          sql<{ t: string }>(
            `SELECT p.product_type AS t FROM products p JOIN collection_products cp ON cp.product_id = p.id
         JOIN collections c ON c.id = cp.collection_id WHERE c.handle = 'fashion'`,
          ).map((r) => r.t),
        ),
      ].sort(),
    );
  });

  it('ORs values of one filter and ANDs different filters', async () => {
    const black = { variantOption: { name: 'color', value: 'Black' } };
    const camel = { variantOption: { name: 'color', value: 'Camel' } };
    const dress = { productType: 'Dress' };
    const isColor = (color: string) => (p: ReturnType<typeof fashion>[number]) =>
      hasVariant(p, (v) => v.options.Color === color);

    const either = await run([black, camel]);
    expect(either.handles.sort()).toEqual(
      fashion()
        .filter((p) => isColor('Black')(p) || isColor('Camel')(p))
        .map((p) => p.handle)
        .sort(),
    );
    const both = await run([black, dress]);
    const dresses = sql<{ handle: string }>("SELECT handle FROM products WHERE product_type = 'Dress'").map(
      (r) => r.handle,
    );
    const blackDresses = fashion().filter((p) => isColor('Black')(p) && dresses.includes(p.handle));
    expect(blackDresses.length).toBeGreaterThan(0);
    expect(both.handles.sort()).toEqual(blackDresses.map((p) => p.handle).sort());

    // Counts of a filter's own values ignore its own selection but honour the others.
    const colorFacet = both.facet('filter.v.option.color');
    expect(colorFacet.values.find((v: any) => v.label === 'Camel').count).toBe(0);
    expect(either.facet('filter.v.option.color').values.find((v: any) => v.label === 'Black').count).toBe(
      fashion().filter(isColor('Black')).length,
    );
  });

  it('matches variant filters on one variant: a size must be in stock', async () => {
    const { handles } = await run([{ variantOption: { name: 'size', value: 'XS' } }, { available: true }]);
    const expected = fashion()
      .filter((p) => hasVariant(p, (v) => v.options.Size === 'XS' && v.quantity > 0))
      .map((p) => p.handle);
    expect(handles.sort()).toEqual(expected.sort());
  });

  it('filters by a price range in the context currency', async () => {
    const prices = fashion().map((p) => ({
      handle: p.handle,
      amounts: sql<{ amount: number }>(
        `SELECT vp.amount FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id
         JOIN products p ON p.id = v.product_id WHERE p.handle = ? AND vp.currency = 'EUR'`,
        [p.handle],
      ).map((r) => r.amount / 100),
    }));
    const all = prices.flatMap((p) => p.amounts).sort((a, b) => a - b);
    const min = all[0]!;
    const max = all[Math.floor(all.length / 2)]!;
    const { handles } = await run([{ price: { min, max } }]);
    const expected = prices.filter((p) => p.amounts.some((a) => a >= min && a <= max)).map((p) => p.handle);
    expect(handles.sort()).toEqual(expected.sort());
    expect(handles.length).toBeGreaterThan(0);
    expect(handles.length).toBeLessThan(prices.length);
  });

  it('filters by availability, vendor, tag and product metafield', async () => {
    const outOfStock = await run([{ available: false }]);
    expect(outOfStock.handles.sort()).toEqual(
      fashion()
        .filter((p) => hasVariant(p, (v) => v.quantity === 0))
        .map((p) => p.handle)
        .sort(),
    );
    expect((await run([{ productVendor: 'Maison Aurèle' }])).handles).toHaveLength(fashion().length);
    const onSale = sql<{ handle: string; tags: string }>('SELECT handle, tags FROM products')
      .filter((p) => JSON.parse(p.tags).includes('Sale'))
      .map((p) => p.handle);
    expect((await run([{ tag: 'Sale' }])).handles.sort()).toEqual(
      fashion()
        .map((p) => p.handle)
        .filter((h) => onSale.includes(h))
        .sort(),
    );
    expect(
      (await run([{ productMetafield: { namespace: 'custom', key: 'product_type', value: 'fashion' } }]))
        .handles,
    ).toHaveLength(fashion().length);
  });
});

describe('search', () => {
  const query = `query ($q: String!, $types: [SearchType!], $sortKey: SearchSortKeys, $reverse: Boolean, $filters: [ProductFilter!]) {
    search(query: $q, first: 10, types: $types, sortKey: $sortKey, reverse: $reverse, productFilters: $filters) {
      totalCount
      nodes { __typename ... on Product { handle priceRange { minVariantPrice { amount } } } }
      productFilters { id values { label count } }
    } }`;

  it('finds products, ranks by relevance and counts them', async () => {
    const data: any = await ok(query, { q: 'santal' });
    const handles = data.search.nodes.map((n: any) => n.handle);
    expect(handles).toEqual(expect.arrayContaining(['santal-noir-eau-de-parfum', 'santal-noir-sample']));
    expect(handles).not.toContain('rose-absolue-eau-de-parfum');
    expect(data.search.totalCount).toBe(handles.length);
    expect(data.search.nodes.every((n: any) => n.__typename === 'Product')).toBe(true);
    const types = data.search.productFilters.find((f: any) => f.id === 'filter.p.product_type');
    expect(types.values.reduce((sum: number, v: any) => sum + v.count, 0)).toBe(handles.length);
  });

  it('sorts by price, filters, and has no articles or pages', async () => {
    const data: any = await ok(query, { q: 'rose', sortKey: 'PRICE', reverse: true });
    const prices = data.search.nodes.map((n: any) => Number(n.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const filtered: any = await ok(query, { q: 'rose', filters: [{ productType: 'Sample' }] });
    expect(filtered.search.nodes.map((n: any) => n.handle)).toEqual(['rose-absolue-sample']);
    expect(filtered.search.totalCount).toBe(1);
    const articles: any = await ok(query, { q: 'rose', types: ['ARTICLE', 'PAGE'] });
    expect(articles.search).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('predicts products, collections and queries while typing', async () => {
    const data = await ok(`{ predictiveSearch(query: "sil", limit: 5, limitScope: EACH) {
      products { handle } collections { handle } queries { text styledText } pages { id } articles { id } } }`);
    expect(data.predictiveSearch.products.map((p: any) => p.handle)).toContain('silk-wrap-dress');
    expect(data.predictiveSearch.queries).toContainEqual({ text: 'silk', styledText: '<mark>sil</mark>k' });
    expect(data.predictiveSearch).toMatchObject({ pages: [], articles: [] });
    const collections = await ok(
      '{ predictiveSearch(query: "knit", types: [COLLECTION]) { collections { handle } products { id } } }',
    );
    expect(collections.predictiveSearch).toEqual({ collections: [{ handle: 'knitwear' }], products: [] });
  });
});

describe('node, nodes and recommendations', () => {
  it('resolves global ids of products, variants and collections', async () => {
    const product = sql<{ id: number }>(
      "SELECT id FROM products WHERE handle = 'santal-noir-eau-de-parfum'",
    )[0]!.id;
    const variant = sql<{ id: number }>('SELECT id FROM variants WHERE product_id = ? ORDER BY position', [
      product,
    ])[0]!.id;
    const collection = sql<{ id: number }>("SELECT id FROM collections WHERE handle = 'sets'")[0]!.id;
    const data = await ok(`{
      node(id: "gid://shopify/Product/${product}") { __typename ... on Product { handle } }
      nodes(ids: ["gid://shopify/ProductVariant/${variant}", "gid://shopify/Collection/${collection}", "gid://shopify/Product/999999"]) {
        __typename ... on ProductVariant { product { handle } } ... on Collection { handle } }
    }`);
    expect(data.node).toEqual({ __typename: 'Product', handle: 'santal-noir-eau-de-parfum' });
    expect(data.nodes).toEqual([
      { __typename: 'ProductVariant', product: { handle: 'santal-noir-eau-de-parfum' } },
      { __typename: 'Collection', handle: 'sets' },
      null,
    ]);
    const invalid = await storefront(backends, '{ node(id: "not-a-gid") { id } }');
    expect(invalid.errors?.[0]?.message).toMatch(/Invalid global id/);
  });

  it('recommends the associated products', async () => {
    const stored = sql<{ owner_id: number; value: string }>(
      "SELECT owner_id, value FROM metafields WHERE owner_type = 'Product' AND key = 'associated_products' LIMIT 1",
    )[0]!;
    const data = await ok(
      `{ productRecommendations(productId: "gid://shopify/Product/${stored.owner_id}") { id } }`,
    );
    expect(data.productRecommendations.map((p: any) => p.id)).toEqual(JSON.parse(stored.value));
  });
});
