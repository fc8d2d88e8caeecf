import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';

/** Hydrogen's current skeleton asks for 2026-04; the shop for 2025-07. Each is checked against its own schema. */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

const lineQuery = `{ cart(id: "gid://shopify/Cart/none") { lines(first: 1) { nodes { id ... on CartLine { parentRelationship { parent { id } } instructions { canRemove } } } } } }`;

describe('Storefront API versions', () => {
  it('answers a 2026-04 field on 2026-04 and refuses it on 2025-07, as a validation error', async () => {
    const newer = await storefront(backends, lineQuery, {}, '2026-04');
    expect(newer.errors).toBeUndefined();
    expect(newer.data).toEqual({ cart: null });
    const older = await storefront(backends, lineQuery, {}, '2025-07');
    expect(older.data).toBeUndefined();
    expect(older.errors?.[0]?.message).toMatch(/parentRelationship/);
  });

  it('reads a new cart line on 2026-04 as top-level and changeable', async () => {
    const variant = backends.context.db.get<{ id: number }>(
      'SELECT id FROM variants WHERE quantity_available > 0 LIMIT 1',
    )!;
    const created = await storefront<{ cartCreate: { cart: { lines: { nodes: unknown[] } } } }>(
      backends,
      `mutation ($id: ID!) { cartCreate(input: { lines: [{ merchandiseId: $id, quantity: 1 }] }) {
        cart { lines(first: 1) { nodes { ... on CartLine { parentRelationship { parent { id } } instructions { canRemove canUpdateQuantity } } } } }
      } }`,
      { id: `gid://shopify/ProductVariant/${variant.id}` },
      '2026-04',
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.cartCreate.cart.lines.nodes).toEqual([
      { parentRelationship: null, instructions: { canRemove: true, canUpdateQuantity: true } },
    ]);
  });

  it('answers a version it has no schema for with the oldest it serves, as Shopify falls forward', async () => {
    // Next.js Commerce hard-codes 2023-01, long retired: Shopify answers it with its oldest supported version.
    const response = await fetch(`${backends.origin}/api/2023-01/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN,
      },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(response.headers.get('x-shopify-api-version')).toBe('2025-07');
    expect(await response.json()).toEqual({ data: { shop: { name: 'Maison Aurèle' } } });
  });

  it('answers `unstable` with the newest schema it serves, as Shopify answers its preview version', async () => {
    // Hydrogen's browser code asks /api/unstable/graphql.json (useShopifyCookies' ensureCookies) through
    // the storefront's proxy; Shopify answers it, so a 404 here was one more thing Hydrogen never met.
    const ask = (query: string) =>
      fetch(`${backends.origin}/api/unstable/graphql.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN,
        },
        body: JSON.stringify({ query }),
      });
    const answered = await ask(lineQuery);
    expect(answered.headers.get('x-shopify-api-version')).toBe('2026-04');
    expect(await answered.json()).toEqual({ data: { cart: null } });
    // A field only the preview schema has is refused loudly, not answered with a guess.
    const preview = await ask(
      'query ensureCookies { consentManagement { cookies(visitorConsent: {}) { cookieDomain } } }',
    );
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      /consentManagement/,
    );
  });
});
