import { describe, expect, it } from 'vitest';
import { isAnonymousCartRead } from '@/front/anonymous-cart-read';

describe('the header cart read the front answers itself', () => {
  it('is a GET /api/cart of a locale of the shop, without a cart or session cookie', () => {
    expect(isAnonymousCartRead('GET', '/api/cart?locale=fr-fr', undefined)).toBe(true);
    expect(isAnonymousCartRead('GET', '/api/cart/?locale=en-ww', 'NEWSLETTER_POPIN_ATTEMPTS=1')).toBe(true);
    expect(isAnonymousCartRead('GET', '/api/cart?locale=fr-fr&x=1', 'a=1; recart_x=2')).toBe(true);
  });

  it('leaves to the route any read with a cart of any locale or a customer session', () => {
    for (const cookie of [
      'cart_shop_example_fr-fr=gid',
      '__Host-cart_shop_example_en-eu=gid',
      'a=1; customer_shop_example=token',
      'a=1;__Host-customer_shop_example=token',
    ])
      expect(isAnonymousCartRead('GET', '/api/cart?locale=fr-fr', cookie), cookie).toBe(false);
  });

  it('leaves to the route what it refuses or does not answer so', () => {
    expect(isAnonymousCartRead('POST', '/api/cart?locale=fr-fr', undefined)).toBe(false);
    expect(isAnonymousCartRead('GET', '/api/cart?locale=xx-yy', undefined)).toBe(false);
    expect(isAnonymousCartRead('GET', '/api/cart', undefined)).toBe(false);
    expect(isAnonymousCartRead('GET', '/api/carts?locale=fr-fr', undefined)).toBe(false);
    expect(isAnonymousCartRead('GET', '/api/cart/x?locale=fr-fr', undefined)).toBe(false);
  });
});
