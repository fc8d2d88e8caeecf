import 'server-only';
import type { Locale } from '@/lib/markets';
import { storefrontRequest } from './client';
import { storefrontContext } from './context';
import { CUSTOMER_ORDERS_QUERY } from './documents/customer-orders';
import type { CustomerOrdersQuery } from './generated/storefront.generated';

/** spec §2.1 account orders: a page of ten, newest first. */
const ordersPageSize = 10;

export type CustomerOrdersPage = NonNullable<CustomerOrdersQuery['customer']>['orders'];

/** A cursor as the provider issues them (opaque, URL-safe base64); anything else reads the first page. */
const cursorPattern = /^[A-Za-z0-9+/=_-]{1,200}$/;

export interface OrdersPageRequest {
  after?: unknown;
  before?: unknown;
}

/**
 * The page after `after`, the page before `before`, else the newest; null when the token is dead. The
 * lines' variants are read in the locale's language (lib/order-lines.ts).
 */
export async function getCustomerOrders(
  accessToken: string,
  locale: Locale,
  { after, before }: OrdersPageRequest,
): Promise<CustomerOrdersPage | null> {
  const cursor = (value: unknown) =>
    typeof value === 'string' && cursorPattern.test(value) ? value : undefined;
  const backwards = cursor(before) !== undefined && cursor(after) === undefined;
  const { language } = storefrontContext(locale);
  const { customer } = await storefrontRequest(CUSTOMER_ORDERS_QUERY, {
    variables: backwards
      ? { customerAccessToken: accessToken, language, last: ordersPageSize, before: cursor(before) }
      : { customerAccessToken: accessToken, language, first: ordersPageSize, after: cursor(after) },
  });
  return customer?.orders ?? null;
}
