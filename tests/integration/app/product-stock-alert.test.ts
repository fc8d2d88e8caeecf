import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';
import { getProduct } from '@/server/shopify/products';
import { createStockAlert } from '@/server/stock-alerts';

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());

async function subscriptionsOf(email: string) {
  const response = await fetch(
    `${backends.origin}/stock-alerts/v1/subscriptions?email=${encodeURIComponent(email)}`,
    { headers: { authorization: `Bearer ${backends.context.config.LOCAL_STOCK_ALERTS_TOKEN}` } },
  );
  const body = (await response.json()) as {
    subscriptions: { email: string; variantId: string; locale: string }[];
  };
  return body.subscriptions.map(({ email, variantId, locale }) => ({ email, variantId, locale }));
}

async function soldOutVariantId() {
  const product = await getProduct('en-eu', 'silk-wrap-dress');
  const variant = product?.variants.nodes.find((v) => v.title === 'Black / XS');
  expect(variant?.availableForSale).toBe(false);
  return variant!.id;
}

describe('stock alerts through the port (server/stock-alerts) to the local back-in-stock service', () => {
  it('stores a sign-up for a sold-out variant, once per e-mail and variant', async () => {
    const variantId = await soldOutVariantId();
    const request = { email: 'Lea.Martin@example.com', variantId, locale: 'fr-fr' as const };
    const first = await createStockAlert(request);
    expect(first).toMatchObject({ ok: true, id: expect.stringMatching(/^sub_\d+$/) });
    const again = await createStockAlert({ ...request, locale: 'en-eu' });
    expect(again).toEqual(first);
    expect(await subscriptionsOf('lea.martin@example.com')).toEqual([
      { email: 'lea.martin@example.com', variantId, locale: 'en-eu' },
    ]);
  });

  it('answers a refusal with the field and code the service names', async () => {
    expect(
      await createStockAlert({
        email: 'a@example.com',
        variantId: 'gid://shopify/ProductVariant/999999',
        locale: 'fr-fr',
      }),
    ).toEqual({ ok: false, field: 'variantId', code: 'NOT_FOUND' });
    expect(await subscriptionsOf('a@example.com')).toEqual([]);
  });

  it('throws when the service fails, so the route answers 502', async () => {
    await fetch(`${backends.origin}/__knobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorRate: 1 }),
    });
    try {
      await expect(
        createStockAlert({
          email: 'b@example.com',
          variantId: 'gid://shopify/ProductVariant/1',
          locale: 'fr-fr',
        }),
      ).rejects.toThrow(/Stock-alert service 500/);
    } finally {
      await fetch(`${backends.origin}/__knobs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ errorRate: 0 }),
      });
    }
  });
});
