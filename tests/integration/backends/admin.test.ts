import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';
import { demoCustomer } from '../../support/shop-data';

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

async function admin<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token = backends.context.config.LOCAL_ADMIN_TOKEN,
) {
  const response = await fetch(`${backends.origin}/admin/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: T; errors?: unknown } };
}

async function demoCustomerId(): Promise<string> {
  const { body } = await admin<{ customerByIdentifier: { id: string } | null }>(
    `query ($email: String!) { customerByIdentifier(identifier: { emailAddress: $email }) { id } }`,
    { email: demoCustomer.email },
  );
  return body.data!.customerByIdentifier!.id;
}

describe('Admin API', () => {
  it('answers 401 without the right access token', async () => {
    const { status, body } = await admin('{ giftCards(first: 1) { nodes { id } } }', {}, 'wrong-token');
    expect(status).toBe(401);
    expect(body.data).toBeUndefined();
  });

  it('finds a customer by e-mail and by id, and knows nothing it does not model', async () => {
    const id = await demoCustomerId();
    expect(id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    const { body } = await admin<{
      customer: { email: string; displayName: string; numberOfOrders: string };
    }>(`query ($id: ID!) { customer(id: $id) { email displayName numberOfOrders } }`, { id });
    expect(body.data!.customer).toEqual({
      email: demoCustomer.email,
      displayName: 'Camille Laurent',
      numberOfOrders: '3',
    });
    const unknownField = await admin(`query ($id: ID!) { customer(id: $id) { lifetimeDuration } }`, { id });
    expect(unknownField.body.errors).toBeDefined();
  });

  it('adds and removes tags without duplicates', async () => {
    const id = await demoCustomerId();
    const add = await admin<{ tagsAdd: { node: { id: string }; userErrors: unknown[] } }>(
      `mutation ($id: ID!, $tags: [String!]!) { tagsAdd(id: $id, tags: $tags) { node { id } userErrors { field message } } }`,
      { id, tags: ['locale:fr-fr', 'newsletter', 'NEWSLETTER'] },
    );
    expect(add.body.data!.tagsAdd).toEqual({ node: { id }, userErrors: [] });
    const read = async () =>
      (
        await admin<{ customer: { tags: string[] } }>(`query ($id: ID!) { customer(id: $id) { tags } }`, {
          id,
        })
      ).body.data!.customer.tags;
    const tags = await read();
    expect(tags.filter((tag) => tag.toLowerCase() === 'newsletter')).toHaveLength(1);
    expect(tags).toContain('locale:fr-fr');

    await admin(
      `mutation ($id: ID!) { tagsRemove(id: $id, tags: ["locale:fr-fr"]) { userErrors { message } } }`,
      { id },
    );
    expect(await read()).not.toContain('locale:fr-fr');

    const missing = await admin<{ tagsAdd: { node: null; userErrors: { field: string[] }[] } }>(
      `mutation { tagsAdd(id: "gid://shopify/Customer/999999", tags: ["x"]) { node { id } userErrors { field message } } }`,
    );
    expect(missing.body.data!.tagsAdd.userErrors).toHaveLength(1);
  });

  it('sets metafields all or nothing, and the Storefront reads them', async () => {
    const id = await demoCustomerId();
    const set = (metafields: Record<string, unknown>[]) =>
      admin<{
        metafieldsSet: {
          metafields: { key: string; value: string; ownerType: string }[] | null;
          userErrors: { code: string; elementIndex: number; field: string[] }[];
        };
      }>(
        `mutation ($metafields: [MetafieldsSetInput!]!) {
          metafieldsSet(metafields: $metafields) {
            metafields { key value ownerType } userErrors { code elementIndex field message }
          }
        }`,
        { metafields },
      );
    const ok = await set([
      { ownerId: id, namespace: 'custom', key: 'locale', type: 'single_line_text_field', value: 'fr-fr' },
    ]);
    expect(ok.body.data!.metafieldsSet).toEqual({
      metafields: [{ key: 'locale', value: 'fr-fr', ownerType: 'CUSTOMER' }],
      userErrors: [],
    });

    const bad = await set([
      { ownerId: id, namespace: 'custom', key: 'locale', type: 'single_line_text_field', value: 'en-eu' },
      { ownerId: id, namespace: 'custom', key: 'optin', type: 'boolean', value: 'yes' },
    ]);
    expect(bad.body.data!.metafieldsSet.metafields).toBeNull();
    expect(bad.body.data!.metafieldsSet.userErrors).toEqual([
      expect.objectContaining({
        code: 'INVALID_VALUE',
        elementIndex: 1,
        field: ['metafields', '1', 'value'],
      }),
    ]);
    const noOwner = await set([
      {
        ownerId: 'gid://shopify/Customer/999999',
        namespace: 'custom',
        key: 'x1',
        type: 'boolean',
        value: 'true',
      },
    ]);
    expect(noOwner.body.data!.metafieldsSet.userErrors[0]!.code).toBe('INVALID');

    const stored = backends.context.db.get<{ value: string }>(
      `SELECT value FROM metafields WHERE owner_type = 'Customer' AND namespace = 'custom' AND key = 'locale'`,
    );
    expect(stored!.value).toBe('fr-fr');
  });

  it('records email marketing consent', async () => {
    const id = await demoCustomerId();
    const { body } = await admin<{
      customerEmailMarketingConsentUpdate: {
        customer: { emailMarketingConsent: { marketingState: string; marketingOptInLevel: string } };
        userErrors: unknown[];
      };
    }>(
      `mutation ($input: CustomerEmailMarketingConsentUpdateInput!) {
        customerEmailMarketingConsentUpdate(input: $input) {
          customer { emailMarketingConsent { marketingState marketingOptInLevel consentUpdatedAt } }
          userErrors { code field message }
        }
      }`,
      {
        input: {
          customerId: id,
          emailMarketingConsent: { marketingState: 'UNSUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' },
        },
      },
    );
    expect(body.data!.customerEmailMarketingConsentUpdate.userErrors).toEqual([]);
    expect(body.data!.customerEmailMarketingConsentUpdate.customer.emailMarketingConsent).toMatchObject({
      marketingState: 'UNSUBSCRIBED',
      marketingOptInLevel: 'SINGLE_OPT_IN',
    });
    const stored = backends.context.db.get<{ accepts_marketing: number }>(
      'SELECT accepts_marketing FROM customers WHERE email = ?',
      [demoCustomer.email],
    );
    expect(stored!.accepts_marketing).toBe(0);
  });

  it('finds a gift card by code with its balance, never the full code', async () => {
    const query = `query ($q: String!) {
      giftCards(first: 1, query: $q) { nodes { balance { amount currencyCode } expiresOn enabled lastCharacters } }
    }`;
    const { body } = await admin<{ giftCards: { nodes: unknown[] } }>(query, {
      q: 'code:GIFT-2026-DEMO-0001',
    });
    expect(body.data!.giftCards.nodes).toEqual([
      {
        balance: { amount: '150.0', currencyCode: 'EUR' },
        expiresOn: '2028-03-31',
        enabled: true,
        lastCharacters: '0001',
      },
    ]);
    const none = await admin<{ giftCards: { nodes: unknown[] } }>(query, { q: 'code:NOPE-0000' });
    expect(none.body.data!.giftCards.nodes).toEqual([]);
  });

  it('reads an order with its statuses', async () => {
    const row = backends.context.db.get<{
      id: number;
      order_number: number;
      financial_status: string;
      fulfillment_status: string;
    }>('SELECT * FROM orders ORDER BY id LIMIT 1')!;
    const { body } = await admin<{ order: Record<string, unknown> }>(
      `query ($id: ID!) {
        order(id: $id) { name displayFinancialStatus displayFulfillmentStatus totalPriceSet { shopMoney { amount currencyCode } } customer { email } }
      }`,
      { id: `gid://shopify/Order/${row.id}` },
    );
    expect(body.data!.order).toMatchObject({
      name: `#${row.order_number}`,
      displayFinancialStatus: row.financial_status,
      displayFulfillmentStatus: row.fulfillment_status,
      customer: { email: demoCustomer.email },
    });
  });

  it("names an order line's variant, as Shopify does, and none once the line has lost it", async () => {
    const line = backends.context.db.get<{ id: number; order_id: number; variant_id: number }>(
      'SELECT id, order_id, variant_id FROM order_lines WHERE variant_id IS NOT NULL ORDER BY id LIMIT 1',
    )!;
    const lineVariant = async () => {
      const { body } = await admin<{ order: { lineItems: { nodes: { id: string; variant: unknown }[] } } }>(
        `query ($id: ID!) { order(id: $id) { lineItems(first: 50) { nodes { id variant { id } } } } }`,
        { id: `gid://shopify/Order/${line.order_id}` },
      );
      return body.data!.order.lineItems.nodes.find((node) => node.id === `gid://shopify/LineItem/${line.id}`)!
        .variant;
    };
    expect(await lineVariant()).toEqual({ id: `gid://shopify/ProductVariant/${line.variant_id}` });
    backends.context.db.run('UPDATE order_lines SET variant_id = NULL WHERE id = ?', [line.id]);
    try {
      expect(await lineVariant()).toBeNull();
    } finally {
      backends.context.db.run('UPDATE order_lines SET variant_id = ? WHERE id = ?', [
        line.variant_id,
        line.id,
      ]);
    }
  });
});
