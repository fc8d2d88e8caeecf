import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '@/server/config';

describe('server configuration (spec §5)', () => {
  it('runs on the local backends with no configuration at all', () => {
    const config = parseServerConfig({});
    expect(config.shopify.fetchOrigin).toBe('http://127.0.0.1:4000');
    expect(config.shopify.storeUrl).toBe('https://127.0.0.1:4000');
    expect(config.prismic.endpoint).toBe('http://127.0.0.1:4000/prismic/api/v2');
  });

  it.each([
    'https://maison-aurele.myshopify.com',
    'https://checkout.maison-aurele.com',
    'https://checkout.maison-aurele.fr',
  ])('accepts the store address %s', (address) => {
    const config = parseServerConfig({
      SHOPIFY_STORE_DOMAIN: address,
      SHOPIFY_STOREFRONT_ACCESS_TOKEN: 't',
      SHOPIFY_WEBHOOK_SECRET: 's',
    });
    expect(config.shopify.storeUrl).toBe(address);
  });

  it.each([
    'http://maison-aurele.myshopify.com',
    'https://maison-aurele.example.com',
    'https://checkout.maison-aurele.de',
    'https://myshopify.com.evil.io',
  ])('refuses the store address %s, naming the variable', (address) => {
    expect(() =>
      parseServerConfig({ SHOPIFY_STORE_DOMAIN: address, SHOPIFY_STOREFRONT_ACCESS_TOKEN: 't' }),
    ).toThrow(/SHOPIFY_STORE_DOMAIN/);
  });

  it('names a missing variable', () => {
    expect(() => parseServerConfig({ SHOPIFY_STORE_DOMAIN: 'https://a.myshopify.com' })).toThrow(
      /SHOPIFY_STOREFRONT_ACCESS_TOKEN is missing/,
    );
    expect(() => parseServerConfig({ SHOPIFY_STOREFRONT_ACCESS_TOKEN: 't' })).toThrow(
      /SHOPIFY_STORE_DOMAIN is missing/,
    );
  });

  it('requires the webhook secrets of hosted services, whose local defaults are public', () => {
    const shop = { SHOPIFY_STORE_DOMAIN: 'https://a.myshopify.com', SHOPIFY_STOREFRONT_ACCESS_TOKEN: 't' };
    expect(() => parseServerConfig(shop)).toThrow(/SHOPIFY_WEBHOOK_SECRET is missing/);
    expect(() => parseServerConfig({ PRISMIC_REPOSITORY: 'maison' })).toThrow(
      /PRISMIC_WEBHOOK_SECRET is missing/,
    );
    expect(parseServerConfig({}).prismic.webhookSecret).toBe('local-prismic-secret');
  });

  it('names an invalid variable', () => {
    expect(() => parseServerConfig({ LOCAL_BACKENDS_URL: 'not a url' })).toThrow(/LOCAL_BACKENDS_URL/);
  });
});
