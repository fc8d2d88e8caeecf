import { describe, expect, it } from 'vitest';
import { productJsonLd, serializeJsonLd } from '@/lib/product-json-ld';

const product = {
  title: 'Silk Wrap Dress',
  description: 'A wrap dress in fluid silk.',
  vendor: 'Maison Aurèle',
  url: 'https://shop.example/en-uk/fashion/product/silk-wrap-dress',
  images: ['https://cdn.example/1.jpg'],
  variants: [
    {
      id: 'gid://shopify/ProductVariant/1',
      sku: 'MA-SWD-BLA-XS',
      title: 'Black / XS',
      availableForSale: false,
      price: { amount: '590.0', currencyCode: 'GBP' },
    },
    {
      id: 'gid://shopify/ProductVariant/2',
      sku: 'MA-SWD-BLA-S',
      title: 'Black / S',
      availableForSale: true,
      price: { amount: '590.0', currencyCode: 'GBP' },
    },
  ],
};

describe('product JSON-LD (schema.org Product)', () => {
  it('has one offer per variant in the market currency, with its availability', () => {
    const data = productJsonLd(product);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Silk Wrap Dress',
      brand: { '@type': 'Brand', name: 'Maison Aurèle' },
      image: ['https://cdn.example/1.jpg'],
    });
    expect(data.offers).toEqual([
      expect.objectContaining({
        sku: 'MA-SWD-BLA-XS',
        price: '590.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/OutOfStock',
        url: `${product.url}?variant=1`,
      }),
      expect.objectContaining({ price: '590.00', availability: 'https://schema.org/InStock' }),
    ]);
  });

  it('marks a coming-soon product as pre-order', () => {
    const offers = productJsonLd({ ...product, comingSoon: true }).offers;
    expect(offers.every((offer) => offer.availability === 'https://schema.org/PreOrder')).toBe(true);
  });

  it('serialises so no string can close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
