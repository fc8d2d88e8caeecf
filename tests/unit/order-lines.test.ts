import { describe, expect, it } from 'vitest';
import { orderLineName, variantName } from '@/lib/order-lines';

describe("an order line's name in the shopper's language (issue 31, defect 13)", () => {
  it("is its variant's, read in the request's language, named as Shopify names a line", () => {
    const variant = { title: 'Negro / S', product: { title: 'Vestido cruzado de seda' } };
    expect(orderLineName('Silk Wrap Dress - Black / S', variant)).toBe('Vestido cruzado de seda - Negro / S');
  });

  it("is the product's alone for a product with no options (Shopify's 'Default Title')", () => {
    const variant = { title: 'Default Title', product: { title: 'Coffret Découverte' } };
    expect(orderLineName('Discovery Set', variant)).toBe('Coffret Découverte');
  });

  it('keeps the name the order recorded when the variant is gone', () => {
    expect(orderLineName('Silk Wrap Dress - Black / S', null)).toBe('Silk Wrap Dress - Black / S');
    expect(orderLineName('Silk Wrap Dress - Black / S', undefined)).toBe('Silk Wrap Dress - Black / S');
  });
});

describe('a variant named apart from its pickers (the stock-alert confirmation)', () => {
  it('names the product, the colour and the size', () => {
    const variant = { title: 'Noir / XS', product: { title: 'Robe portefeuille en soie' } };
    expect(variantName(variant)).toBe('Robe portefeuille en soie - Noir / XS');
  });

  it('names the product and its size when the size is its only option', () => {
    const variant = { title: '50 ml', product: { title: 'Rose Absolue Eau de Parfum' } };
    expect(variantName(variant)).toBe('Rose Absolue Eau de Parfum - 50 ml');
  });
});
