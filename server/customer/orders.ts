import 'server-only';
import { adminRequest } from '../shopify/admin';
import { outcome, type Outcome } from '../shopify/customer';
import {
  CUSTOMER_ORDER_QUERY,
  RETURN_REQUEST_MUTATION,
  RETURNABLE_LINES_QUERY,
} from '../shopify/documents/admin/orders';
import type { CustomerOrderQuery, ReturnableLinesQuery } from '../shopify/generated/admin.generated';
import type { ReturnReason } from '../shopify/generated/admin.types';
import type { returnReasons } from '@/lib/form-options';
import { isReturnableOrder } from '@/lib/returns';

export type OwnOrder = NonNullable<CustomerOrderQuery['order']>;
export type ReturnableLine =
  ReturnableLinesQuery['returnableFulfillments']['nodes'][number]['returnableFulfillmentLineItems']['nodes'][number];

/** An order id of the account's links: the number of its gid (`gid://shopify/Order/{n}`). */
const orderNumberPattern = /^\d{1,15}$/;

export function orderGid(value: unknown): string | null {
  return typeof value === 'string' && orderNumberPattern.test(value) ? `gid://shopify/Order/${value}` : null;
}

/**
 * The order when it is the customer's own, else null: another customer's order reads like an order
 * that does not exist, so an id in a link cannot reveal anything.
 */
export async function getOwnOrder(customerId: string, orderId: string): Promise<OwnOrder | null> {
  const { order } = await adminRequest(CUSTOMER_ORDER_QUERY, { id: orderId });
  return order && order.customer?.id === customerId ? order : null;
}

/**
 * The own order when it can be returned (delivered and within the return window, lib/returns.ts),
 * else null: the returns page and the return action ask the same question.
 */
async function getReturnableOrder(customerId: string, orderId: string): Promise<OwnOrder | null> {
  const order = await getOwnOrder(customerId, orderId);
  return order &&
    isReturnableOrder({ fulfillmentStatus: order.displayFulfillmentStatus, processedAt: order.processedAt })
    ? order
    : null;
}

/**
 * The lines of an own order that can still be returned, with how many of each; null when the order
 * itself cannot be returned (not the customer's, not delivered, or past the window).
 */
export async function getReturnableLines(
  customerId: string,
  orderId: string,
): Promise<ReturnableLine[] | null> {
  if (!(await getReturnableOrder(customerId, orderId))) return null;
  const { returnableFulfillments } = await adminRequest(RETURNABLE_LINES_QUERY, { orderId });
  return returnableFulfillments.nodes.flatMap(
    (fulfillment) => fulfillment.returnableFulfillmentLineItems.nodes,
  );
}

export interface ReturnRequest {
  orderId: string;
  fulfillmentLineItemId: string;
  quantity: number;
  returnReason: (typeof returnReasons)[number];
  customerNote: string | undefined;
}

/**
 * Admin `returnRequest` for one line of an own order within the window; the provider checks what is
 * returnable. The answer names the order and its new return, for the instructions e-mail.
 */
export async function requestReturn(
  customerId: string,
  request: ReturnRequest,
): Promise<Outcome<{ orderName: string; returnName: string }>> {
  const order = await getReturnableOrder(customerId, request.orderId);
  if (!order)
    return { ok: false, errors: [{ field: null, message: 'Order not returnable', code: 'NOT_FOUND' }] };
  const { returnRequest } = await adminRequest(RETURN_REQUEST_MUTATION, {
    input: {
      orderId: request.orderId,
      returnLineItems: [
        {
          fulfillmentLineItemId: request.fulfillmentLineItemId,
          quantity: request.quantity,
          // The shop's reasons are a subset of the Admin enum's names (lib/form-options returnReasons).
          returnReason: request.returnReason as ReturnReason,
          customerNote: request.customerNote ?? null,
        },
      ],
    },
  });
  const returnName = returnRequest?.return?.name;
  return outcome(
    returnName ? { orderName: order.name, returnName } : undefined,
    returnRequest?.userErrors ?? [],
  );
}
