import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';

/**
 * The online store's own objects, as Hydrogen's skeleton and Next.js Commerce read them: the header
 * and footer menus, the legal policies, pages, blogs and articles, URL redirects and the sitemap.
 */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

async function ok<T = Record<string, never>>(query: string): Promise<T> {
  const result = await storefront<T>(backends, query);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const shopOrigin = () => new URL(backends.context.config.SHOP_URL).origin;

describe('Online store', () => {
  it("answers the skeleton's header and footer menus with links on the shop's domain", async () => {
    const data = await ok<{
      header: {
        items: {
          title: string;
          type: string;
          url: string;
          resourceId: string | null;
          items: { url: string }[];
        }[];
      };
      footer: { items: { type: string; url: string; resource: { title?: string } | null }[] };
      unknown: null;
      commerce: { items: { title: string }[] };
    }>(`{
      header: menu(handle: "main-menu") { id items { title type url resourceId items { url } } }
      footer: menu(handle: "footer") { items { type url resource { ... on ShopPolicy { title } } } }
      unknown: menu(handle: "no-such-menu") { id }
      commerce: menu(handle: "next-js-frontend-header-menu") { items { title } }
    }`);
    const fashion = data.header.items[0]!;
    expect(fashion).toMatchObject({
      title: 'Fashion',
      type: 'COLLECTION',
      url: `${shopOrigin()}/collections/fashion`,
      resourceId: expect.stringMatching(/^gid:\/\/shopify\/Collection\/\d+$/),
    });
    expect(fashion.items.map((item) => item.url)).toContain(`${shopOrigin()}/collections/dresses`);
    const policies = data.footer.items.filter((item) => item.type === 'SHOP_POLICY');
    expect(policies.map((item) => item.resource?.title)).toEqual([
      'Privacy policy',
      'Refund policy',
      'Shipping policy',
      'Terms of service',
    ]);
    expect(data.unknown).toBeNull();
    // The menu Next.js Commerce's README asks a merchant to create for its header.
    expect(data.commerce.items.map((item) => item.title)).toContain('Fashion');
  });

  it('answers the legal policies on the shop, and the subscription policy Shopify always has', async () => {
    const { shop } = await ok<{
      shop: Record<string, { handle: string; url: string; body: string }>;
    }>(`{ shop {
      privacyPolicy { handle url body } refundPolicy { handle url body }
      shippingPolicy { handle url body } termsOfService { handle url body }
      subscriptionPolicy { handle url body }
    } }`);
    for (const policy of Object.values(shop)) {
      expect(policy.url).toBe(`${shopOrigin()}/policies/${policy.handle}`);
      expect(policy.body).toMatch(/^<p>/);
    }
  });

  it('lists pages and reads one by handle, null for an unknown one', async () => {
    const data = await ok<{
      pages: { nodes: { handle: string }[] };
      about: { title: string; bodySummary: string };
      missing: null;
    }>(`{
      pages(first: 10) { nodes { handle } }
      about: page(handle: "about") { title bodySummary }
      missing: page(handle: "no-such-page") { id }
    }`);
    expect(data.pages.nodes.map((page) => page.handle)).toEqual(['about', 'contact']);
    expect(data.about.bodySummary).not.toMatch(/</);
    expect(data.missing).toBeNull();
  });

  it('lists blogs with their articles, and every article newest first', async () => {
    const data = await ok<{
      blog: { articles: { nodes: { handle: string; blog: { handle: string }; excerpt: string }[] } };
      articles: { nodes: { publishedAt: string }[] };
    }>(`{
      blog(handle: "journal") { articles(first: 10) { nodes { handle blog { handle } excerpt(truncateAt: 12) } } }
      articles(first: 10, sortKey: PUBLISHED_AT, reverse: true) { nodes { publishedAt } }
    }`);
    expect(data.blog.articles.nodes).toHaveLength(2);
    expect(data.blog.articles.nodes.every((article) => article.blog.handle === 'journal')).toBe(true);
    expect(data.blog.articles.nodes[0]!.excerpt.length).toBeLessThanOrEqual(13);
    const dates = data.articles.nodes.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("finds a redirect by the path Hydrogen's storefrontRedirect asks for", async () => {
    const data = await ok<{ hit: { nodes: { target: string }[] }; miss: { nodes: unknown[] } }>(`{
      hit: urlRedirects(first: 1, query: "path:/products/silk-dress") { nodes { target } }
      miss: urlRedirects(first: 1, query: "path:/products/nothing") { nodes { target } }
    }`);
    expect(data.hit.nodes).toEqual([{ target: '/products/silk-wrap-dress' }]);
    expect(data.miss.nodes).toEqual([]);
  });

  it('pages the sitemap of every published product', async () => {
    const data = await ok<{
      sitemap: {
        pagesCount: { count: number };
        resources: { hasNextPage: boolean; items: { handle: string }[] };
      };
    }>(
      `{ sitemap(type: PRODUCT) { pagesCount { count } resources(page: 1) { hasNextPage items { handle updatedAt } } } }`,
    );
    const published = backends.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM products')!.n;
    expect(data.sitemap.pagesCount.count).toBe(Math.ceil(published / 250));
    expect(data.sitemap.resources.items.map((item) => item.handle)).toContain('silk-wrap-dress');
  });
});
