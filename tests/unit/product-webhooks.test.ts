import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shopifyWebhookTags, verifyShopifyHmac } from '@/server/webhooks/shopify';

const secret = 'shpss_test_secret';
const sign = (body: string, key = secret) => createHmac('sha256', key).update(body, 'utf8').digest('base64');

describe('Shopify webhook verification (HMAC-SHA256 of the raw body, base64)', () => {
  const body = JSON.stringify({ id: 1, handle: 'silk-wrap-dress', title: 'Robe portefeuille en soie' });

  it('accepts the signature of the exact raw body', () => {
    expect(verifyShopifyHmac(body, sign(body), secret)).toBe(true);
  });

  it('refuses another key, a changed body, a re-serialised body and malformed headers', () => {
    expect(verifyShopifyHmac(body, sign(body, 'other'), secret)).toBe(false);
    expect(verifyShopifyHmac(body.replace('silk', 'wool'), sign(body), secret)).toBe(false);
    expect(verifyShopifyHmac(JSON.stringify(JSON.parse(body), null, 2), sign(body), secret)).toBe(false);
    expect(verifyShopifyHmac(body, '', secret)).toBe(false);
    expect(verifyShopifyHmac(body, 'not base64 at all', secret)).toBe(false);
    expect(verifyShopifyHmac(body, sign(body).slice(0, 20), secret)).toBe(false);
  });
});

describe('the cache tags a Shopify webhook expires', () => {
  it('expires the product page and the listings that show it', () => {
    expect(shopifyWebhookTags('products/update', { handle: 'silk-wrap-dress' })).toEqual([
      'shopify:product:silk-wrap-dress',
      'shopify:collections',
    ]);
    expect(shopifyWebhookTags('products/create', { handle: 'new-coat' })).toEqual([
      'shopify:product:new-coat',
      'shopify:collections',
    ]);
  });

  it('expires every product and collection read on a deletion, which names only an id', () => {
    expect(shopifyWebhookTags('products/delete', { id: 42 })).toEqual([
      'shopify:products',
      'shopify:collections',
    ]);
    expect(shopifyWebhookTags('collections/delete', { id: 7 })).toEqual(['shopify:collections']);
  });

  it('expires a collection by handle', () => {
    expect(shopifyWebhookTags('collections/update', { handle: 'dresses' })).toEqual([
      'shopify:collection:dresses',
    ]);
  });

  it('ignores topics the shop does not cache', () => {
    expect(shopifyWebhookTags('orders/create', { id: 1 })).toBeNull();
  });
});
