import 'server-only';
import { customerAccessToken } from './customer/session';
import { storefrontRequest } from './shopify/client';
import { PRIVATE_ACCESS_CUSTOMER_QUERY } from './shopify/documents/private-access';

/**
 * spec §2.3 / §6 private check. The rule: a private page is for signed-in customers (the customer
 * session cookie holds a token the Storefront still accepts). Everyone else is refused, editors in a
 * Prismic preview session included: draft mode only bypasses caches, it is no key to private content.
 */
export async function hasPrivateAccess(): Promise<boolean> {
  const token = await customerAccessToken();
  if (!token) return false;
  try {
    const { customer } = await storefrontRequest(PRIVATE_ACCESS_CUSTOMER_QUERY, {
      variables: { customerAccessToken: token },
    });
    return Boolean(customer);
  } catch {
    // The Storefront cannot vouch for the token right now: refuse rather than show private content.
    return false;
  }
}
