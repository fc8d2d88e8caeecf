import { GraphQLError } from 'graphql';
import type { Db } from '../../db';
import { paginate, type PageArgs } from '../catalog/connection';
import { badRequest } from '../catalog/errors';
import { variantParent } from '../catalog/variants';
import type { Resolver } from '../context';
import { gid } from '../ids';
import { money } from '../money';
import { orderAddressParent } from './addresses';
import type { OrderLineRow, OrderRow } from './rows';

/** The Storefront enums lack two of the shop's statuses (spec §4); Shopify reports those as below. */
const storefrontFinancialStatus = (status: string) => (status === 'EXPIRED' ? null : status);
const storefrontFulfillmentStatus = (status: string) =>
  status === 'REQUEST_DECLINED' ? 'UNFULFILLED' : status;

type OrderSortKey = 'ID' | 'PROCESSED_AT' | 'TOTAL_PRICE' | 'RELEVANCE';

export function ordersOfCustomer(
  db: Db,
  customerId: number,
  args: PageArgs & { reverse?: boolean | null; sortKey?: OrderSortKey | null; query?: string | null },
) {
  if (args.query)
    throw badRequest('Filtering customer orders by query is not supported by the local backend');
  const orderBy =
    args.sortKey === 'TOTAL_PRICE' ? 'total' : args.sortKey === 'PROCESSED_AT' ? 'processed_at' : 'id';
  const rows = db.all<OrderRow>(`SELECT * FROM orders WHERE customer_id = ? ORDER BY ${orderBy}, id`, [
    customerId,
  ]);
  return paginate(args.reverse ? rows.reverse() : rows, (order) => order.id, args);
}

export const Order: Record<string, Resolver<OrderRow, never>> = {
  id: (order) => gid('Order', order.id),
  name: (order) => `#${order.order_number}`,
  orderNumber: (order) => order.order_number,
  email: (order) => order.email,
  processedAt: (order) => order.processed_at,
  currencyCode: (order) => order.currency,
  financialStatus: (order) => storefrontFinancialStatus(order.financial_status),
  fulfillmentStatus: (order) => storefrontFulfillmentStatus(order.fulfillment_status),
  subtotalPrice: (order) => money(order.subtotal, order.currency),
  subtotalPriceV2: (order) => money(order.subtotal, order.currency),
  currentSubtotalPrice: (order) => money(order.subtotal, order.currency),
  totalPrice: (order) => money(order.total, order.currency),
  totalPriceV2: (order) => money(order.total, order.currency),
  currentTotalPrice: (order) => money(order.total, order.currency),
  originalTotalPrice: (order) => money(order.total, order.currency),
  totalTax: (order) => money(order.total_tax, order.currency),
  totalTaxV2: (order) => money(order.total_tax, order.currency),
  currentTotalTax: (order) => money(order.total_tax, order.currency),
  totalShippingPrice: (order) => money(order.total_shipping, order.currency),
  totalShippingPriceV2: (order) => money(order.total_shipping, order.currency),
  currentTotalShippingPrice: (order) => money(order.total_shipping, order.currency),
  shippingAddress: (order) => orderAddressParent(order.id, order.shipping_address),
  lineItems: (order, args: PageArgs & { reverse?: boolean | null }, ctx) => {
    const lines = ctx.db
      .all<OrderLineRow>('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id', [order.id])
      .map((line) => ({ ...line, currency: order.currency }));
    return paginate(args.reverse ? lines.reverse() : lines, (line) => line.id, args);
  },
};

type OrderLineParent = OrderLineRow & { currency: string };

export const OrderLineItem: Record<string, Resolver<OrderLineParent, never>> = {
  title: (line) => line.title,
  quantity: (line) => line.quantity,
  currentQuantity: (line) => line.quantity,
  customAttributes: (line) => JSON.parse(line.attributes),
  originalTotalPrice: (line) => money(line.unit_price * line.quantity, line.currency),
  // The shop's discount codes are order-level: a line keeps its original price.
  discountedTotalPrice: (line) => money(line.unit_price * line.quantity, line.currency),
  discountAllocations: () => [],
  variant: (line, _args, ctx) => {
    if (line.variant_id === null) return null;
    const variant = variantParent(ctx.db, line.variant_id);
    if (!variant) throw new GraphQLError(`Variant ${line.variant_id} of an order line no longer exists`);
    return variant;
  },
};
