import 'server-only';
import { checkoutUrlWithLocale } from '@/lib/cart';
import type { Locale } from '@/lib/markets';
import { serverConfig } from '../config';

/**
 * Where the cart's checkout button leads (spec §7.2 `multipass`): for a customer the cart knows, with a
 * multipass secret configured, through the shop's hand-over so the checkout opens signed in; otherwise
 * straight to the cart's checkout, as without multipass.
 */
export function checkoutHref(
  cart: { checkoutUrl: string; buyerIdentity: { customer?: { id: string } | null } },
  locale: Locale,
): string {
  return serverConfig().shopify.multipassSecret && cart.buyerIdentity.customer
    ? `/api/multipass?locale=${locale}`
    : checkoutUrlWithLocale(cart.checkoutUrl, locale);
}
