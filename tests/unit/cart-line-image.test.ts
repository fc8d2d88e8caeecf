import { describe, expect, it } from 'vitest';
import { cartView } from '../../server/cart/view';
import type { Cart } from '../../server/shopify/cart';

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });
const image = (name: string) => ({
  url: `https://cdn.example/${name}.jpg`,
  altText: name,
  width: 800,
  height: 1000,
});

function cartWith(variantImage: ReturnType<typeof image> | null, featured: ReturnType<typeof image> | null) {
  return {
    id: 'gid://shopify/Cart/1',
    checkoutUrl: 'https://shop.example/checkout/1',
    note: null,
    attributes: [],
    discountCodes: [],
    appliedGiftCards: [],
    cost: { subtotalAmount: eur('690.0'), totalAmount: eur('690.0') },
    lines: {
      nodes: [
        {
          id: 'gid://shopify/CartLine/1',
          quantity: 1,
          attributes: [],
          cost: {
            amountPerQuantity: eur('690.0'),
            compareAtAmountPerQuantity: null,
            subtotalAmount: eur('690.0'),
            totalAmount: eur('690.0'),
          },
          merchandise: {
            id: 'gid://shopify/ProductVariant/1',
            sku: 'DRESS-S',
            title: 'S',
            quantityAvailable: 3,
            selectedOptions: [{ name: 'Taille', value: 'S' }],
            image: variantImage,
            product: {
              id: 'gid://shopify/Product/1',
              handle: 'silk-wrap-dress',
              title: 'Robe portefeuille en soie',
              vendor: 'Maison',
              featuredImage: featured,
              contentType: { value: 'fashion' },
              collections: { nodes: [] },
            },
          },
        },
      ],
    },
  } as unknown as Cart;
}

describe("a cart line's thumbnail", () => {
  it("is the variant's own image when it has one", () => {
    const [line] = cartView(cartWith(image('variant'), image('featured')), 'fr-fr').lines;
    expect(line!.image).toEqual({
      url: 'https://cdn.example/variant.jpg',
      alt: 'variant',
      width: 800,
      height: 1000,
    });
  });

  it("falls back to the product's featured image for a variant without one", () => {
    const [line] = cartView(cartWith(null, image('featured')), 'fr-fr').lines;
    expect(line!.image?.url).toBe('https://cdn.example/featured.jpg');
  });

  it('is empty only when neither exists', () => {
    const [line] = cartView(cartWith(null, null), 'fr-fr').lines;
    expect(line!.image).toBeNull();
  });
});
