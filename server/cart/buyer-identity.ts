import 'server-only';
import type { Locale } from '@/lib/markets';
import { CartUserError, updateCartBuyerIdentity, type Cart } from '../shopify/cart';
import { storefrontContext } from '../shopify/context';
import type { CartBuyerIdentityInput } from '../shopify/generated/storefront.types';
import { customerAccessToken } from '../customer/session';

/**
 * spec §4: once a cart exists and the customer or the country changes, its buyer identity is updated;
 * a logged-out visitor's cart loses the customer. A refused update (an expired token) leaves the cart
 * as it is: the shopper's change went through and checkout asks who they are.
 */
export async function syncBuyerIdentity(locale: Locale, cart: Cart): Promise<Cart> {
  const token = await customerAccessToken();
  const { country } = storefrontContext(locale);
  const patch: CartBuyerIdentityInput = {};
  if (cart.buyerIdentity.countryCode !== country) patch.countryCode = country;
  if (token && !cart.buyerIdentity.customer) patch.customerAccessToken = token;
  if (!token && cart.buyerIdentity.customer) patch.customerAccessToken = null;
  if (Object.keys(patch).length === 0) return cart;
  try {
    return await updateCartBuyerIdentity(locale, cart.id, patch);
  } catch (error) {
    if (!(error instanceof CartUserError)) throw error;
    console.warn('[cart] buyer identity not updated:', error.message);
    return cart;
  }
}
