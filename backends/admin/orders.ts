import type { BackendContext } from '../http';
import { paginate, type PageArgs } from '../storefront/catalog/connection';
import type { OrderLineRow, OrderRow } from '../storefront/customer/rows';
import { customerById } from '../storefront/customer/store';
import { gid, parseNumericGid } from '../storefront/ids';
import { money } from '../storefront/money';

const order = (_root: unknown, args: { id: string }, ctx: BackendContext) => {
  const id = parseNumericGid(args.id, 'Order');
  const row = id === null ? undefined : ctx.db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', [id]);
  return row ? { ...row, __typename: 'Order' as const } : null;
};

/** Orders are in one currency: shop and presentment money are the same amount. */
const bag = (minor: number, currency: string) => ({
  shopMoney: money(minor, currency),
  presentmentMoney: money(minor, currency),
});

const Order = {
  id: (row: OrderRow) => gid('Order', row.id),
  name: (row: OrderRow) => `#${row.order_number}`,
  processedAt: (row: OrderRow) => row.processed_at,
  currencyCode: (row: OrderRow) => row.currency,
  displayFinancialStatus: (row: OrderRow) => row.financial_status,
  displayFulfillmentStatus: (row: OrderRow) => row.fulfillment_status,
  subtotalPriceSet: (row: OrderRow) => bag(row.subtotal, row.currency),
  totalPriceSet: (row: OrderRow) => bag(row.total, row.currency),
  customer: (row: OrderRow, _args: unknown, ctx: BackendContext) => {
    const customer = row.customer_id === null ? null : customerById(ctx.db, row.customer_id);
    return customer ? { ...customer, __typename: 'Customer' as const } : null;
  },
  lineItems: (row: OrderRow, args: PageArgs, ctx: BackendContext) =>
    paginate(
      ctx.db.all<OrderLineRow>('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id', [row.id]),
      (line) => line.id,
      args,
    ),
};

const LineItem = {
  originalUnitPriceSet: (line: OrderLineRow, _args: unknown, ctx: BackendContext) => {
    const { currency } = ctx.db.get<{ currency: string }>('SELECT currency FROM orders WHERE id = ?', [
      line.order_id,
    ])!;
    return bag(line.unit_price, currency);
  },
  customAttributes: (line: OrderLineRow) => JSON.parse(line.attributes) as { key: string; value: string }[],
};

export const orderResolvers = { Query: { order }, Order, LineItem };
