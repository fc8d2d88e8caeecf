import 'server-only';
import { checkoutUrlWithLocale } from '@/lib/cart';
import type { Locale } from '@/lib/markets';
import { customerAccessToken } from '../customer/session';
import { getVisitorCart } from '../cart/session';
import { serverConfig } from '../config';
import { getCustomerAccount } from '../shopify/customer';
import { getCustomerAddresses, type CustomerAddressBook } from '../shopify/customer-addresses';
import { multipassLoginUrl, multipassToken, type MultipassAddress } from './token';

function multipassAddresses(book: CustomerAddressBook | null): MultipassAddress[] {
  // The default address first: the checkout starts from it.
  const nodes = [...(book?.addresses.nodes ?? [])].sort(
    (a, b) => Number(b.id === book?.defaultAddress?.id) - Number(a.id === book?.defaultAddress?.id),
  );
  return nodes.map((address) => ({
    first_name: address.firstName ?? '',
    last_name: address.lastName ?? '',
    ...(address.company ? { company: address.company } : {}),
    address1: address.address1 ?? '',
    ...(address.address2 ? { address2: address.address2 } : {}),
    city: address.city ?? '',
    ...(address.province ? { province: address.province } : {}),
    ...(address.provinceCode ? { province_code: address.provinceCode } : {}),
    country: address.country ?? '',
    country_code: address.countryCodeV2 ?? '',
    zip: address.zip ?? '',
    ...(address.phone ? { phone: address.phone } : {}),
    default: address.id === book?.defaultAddress?.id,
  }));
}

/**
 * The address the checkout button's hand-over sends the visitor to: the store's multipass log-in,
 * returning to the cart's checkout, for the session's customer; the cart's checkout itself without a
 * secret or a session; null without a cart. The customer is the session cookie's, never the cart's.
 */
export async function checkoutHandOver(locale: Locale): Promise<string | null> {
  const cart = await getVisitorCart(locale);
  if (!cart) return null;
  const checkoutUrl = checkoutUrlWithLocale(cart.checkoutUrl, locale);
  const { multipassSecret, fetchOrigin } = serverConfig().shopify;
  const token = await customerAccessToken();
  if (!multipassSecret || !token) return checkoutUrl;
  const [account, book] = await Promise.all([getCustomerAccount(token), getCustomerAddresses(token)]);
  if (!account?.email) return checkoutUrl;
  return multipassLoginUrl(
    fetchOrigin,
    multipassToken(multipassSecret, {
      email: account.email,
      ...(account.firstName ? { first_name: account.firstName } : {}),
      ...(account.lastName ? { last_name: account.lastName } : {}),
      addresses: multipassAddresses(book),
      return_to: checkoutUrl,
    }),
  );
}
