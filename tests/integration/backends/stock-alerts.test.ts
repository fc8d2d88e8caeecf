import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

interface Subscription {
  id: string;
  email: string;
  locale: string;
}
interface Answer {
  subscription: Subscription;
  subscriptions: Subscription[];
  errors: { code: string; field: string }[];
}

async function call(method: 'GET' | 'POST', query = '', body?: unknown, token?: string) {
  const response = await fetch(`${backends.origin}/stock-alerts/v1/subscriptions${query}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token ?? backends.context.config.LOCAL_STOCK_ALERTS_TOKEN}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const variantId = (backends: RunningBackends) => {
  const row = backends.context.db.get<{ id: number }>(
    `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
     WHERE p.handle = 'silk-wrap-dress' AND v.title = 'Black / XS'`,
  );
  return `gid://shopify/ProductVariant/${row!.id}`;
};

describe('local back-in-stock service (REST, outside the Shopify emulation)', () => {
  it('refuses a request without its bearer token', async () => {
    expect((await call('GET', '', undefined, 'wrong')).status).toBe(401);
  });

  it('creates a subscription (201), and answers 200 with the same one for the same e-mail and variant', async () => {
    const input = { email: 'Noa@Example.com', variantId: variantId(backends), locale: 'es-eu' };
    const first = await call('POST', '', input);
    expect(first.status).toBe(201);
    expect(first.body.subscription).toMatchObject({ email: 'noa@example.com', locale: 'es-eu' });
    const again = await call('POST', '', { ...input, locale: 'en-eu' });
    expect(again.status).toBe(200);
    expect(again.body.subscription).toMatchObject({ id: first.body.subscription.id, locale: 'en-eu' });
  });

  it('refuses a malformed e-mail, locale and an unknown variant with 422 naming the field', async () => {
    const base = { email: 'x@example.com', variantId: variantId(backends), locale: 'fr-fr' };
    const refused = async (input: object) => (await call('POST', '', input)).body.errors[0];
    expect(await refused({ ...base, email: 'not-an-email' })).toMatchObject({
      code: 'INVALID',
      field: 'email',
    });
    expect(await refused({ ...base, email: ' ' })).toMatchObject({ code: 'BLANK', field: 'email' });
    expect(await refused({ ...base, locale: 'fr' })).toMatchObject({ code: 'INVALID', field: 'locale' });
    expect(await refused({ ...base, variantId: 'gid://shopify/ProductVariant/999999' })).toMatchObject({
      code: 'NOT_FOUND',
      field: 'variantId',
    });
    expect((await call('GET', '?email=not-an-email')).body.subscriptions).toEqual([]);
  });

  it('answers a filter it does not model with 400 rather than every subscription', async () => {
    expect((await call('GET', '?variant=1')).status).toBe(400);
  });
});
