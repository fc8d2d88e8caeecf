import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../backends/server';
import { freshBackends } from '../support/backends';
import { getProduct } from '@/server/shopify/products';
import { createStockAlert } from '@/server/stock-alerts';

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());

async function admin<T>(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${backends.origin}/admin/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-access-token': backends.context.config.LOCAL_ADMIN_TOKEN,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: unknown };
}

const alertsOf = async (email: string) =>
  (
    await admin<{ stockAlerts: { nodes: { email: string; variantId: string; locale: string }[] } }>(
      `query ($q: String) { stockAlerts(first: 10, query: $q) { nodes { email variantId locale } } }`,
      { q: `email:${email}` },
    )
  ).data!.stockAlerts.nodes;

async function soldOutVariantId() {
  const product = await getProduct('fr-fr', 'silk-wrap-dress');
  const variant = product?.variants.nodes.find((v) => v.title === 'Black / XS');
  expect(variant?.availableForSale).toBe(false);
  return variant!.id;
}

describe('stock alerts (local-only Admin mutation stockAlertCreate)', () => {
  it('stores a sign-up for a sold-out variant through the app, once per e-mail and variant', async () => {
    const variantId = await soldOutVariantId();
    const request = { email: 'Lea.Martin@example.com', variantId, locale: 'fr-fr' as const };
    const first = await createStockAlert(request);
    expect(first).toMatchObject({
      ok: true,
      id: expect.stringMatching(/^gid:\/\/shopify\/StockAlert\/\d+$/),
    });
    const again = await createStockAlert({ ...request, locale: 'en-eu' });
    expect(again).toEqual(first);
    expect(await alertsOf('lea.martin@example.com')).toEqual([
      { email: 'lea.martin@example.com', variantId, locale: 'en-eu' },
    ]);
  });

  it('refuses an unknown variant and a malformed e-mail with Shopify-style user errors', async () => {
    expect(
      await createStockAlert({
        email: 'a@example.com',
        variantId: 'gid://shopify/ProductVariant/999999',
        locale: 'fr-fr',
      }),
    ).toEqual({ ok: false, field: 'variantId', code: 'NOT_FOUND' });
    const { data } = await admin<{ stockAlertCreate: { userErrors: { code: string; field: string[] }[] } }>(
      `mutation ($input: StockAlertInput!) { stockAlertCreate(input: $input) { userErrors { code field } } }`,
      { input: { email: 'not-an-email', variantId: await soldOutVariantId(), locale: 'fr-fr' } },
    );
    expect(data!.stockAlertCreate.userErrors).toEqual([{ code: 'INVALID', field: ['input', 'email'] }]);
    expect(await alertsOf('not-an-email')).toEqual([]);
  });

  it('answers a search it does not model with an error rather than every alert', async () => {
    const { errors } = await admin(`{ stockAlerts(first: 5, query: "variant:1") { nodes { id } } }`);
    expect(errors).toBeDefined();
  });
});
