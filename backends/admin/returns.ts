import type { BackendContext } from '../http';
import { paginate, type PageArgs } from '../storefront/catalog/connection';
import { imagesOfProduct } from '../storefront/catalog/media';
import { imageUrl } from '../storefront/catalog/images';
import { gid, parseNumericGid } from '../storefront/ids';
import type { OrderLineRow, OrderRow } from '../storefront/customer/rows';

/**
 * Returns as Shopify's Admin API models them: a fulfilled order has fulfillments whose line items can be
 * returned (`returnableFulfillments`), and `returnRequest` asks for a return of some of them, which
 * starts REQUESTED (spec §4 return status) until the merchant approves or declines it. Here every
 * fulfilled order has one fulfillment (`Fulfillment/{order id}`) whose line items are the order's lines
 * (`FulfillmentLineItem/{order line id}`).
 */

interface ReturnRow {
  id: number;
  order_id: number;
  status: string;
  created_at: string;
}

interface ReturnLineRow {
  id: number;
  return_id: number;
  order_line_id: number;
  quantity: number;
  reason: string;
  customer_note: string | null;
}

/** Shopify's ReturnReason values. */
const returnReasons = [
  'COLOR',
  'DEFECTIVE',
  'NOT_AS_DESCRIBED',
  'OTHER',
  'SIZE_TOO_LARGE',
  'SIZE_TOO_SMALL',
  'STYLE',
  'UNWANTED',
  'WRONG_ITEM',
  'UNKNOWN',
];
const customerNoteMaxLength = 300;

function orderOfGid(ctx: BackendContext, id: string): OrderRow | null {
  const orderId = parseNumericGid(id, 'Order');
  return orderId === null
    ? null
    : (ctx.db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', [orderId]) ?? null);
}

/** What is left to return of a line: its quantity less what returns not declined or canceled hold. */
function returnableQuantity(ctx: BackendContext, line: OrderLineRow): number {
  const held = ctx.db.get<{ n: number | null }>(
    `SELECT SUM(l.quantity) AS n FROM return_lines l JOIN returns r ON r.id = l.return_id
      WHERE l.order_line_id = ? AND r.status NOT IN ('DECLINED', 'CANCELED')`,
    [line.id],
  )!.n;
  return line.quantity - (held ?? 0);
}

const linesOf = (ctx: BackendContext, order: OrderRow) =>
  ctx.db.all<OrderLineRow>('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id', [order.id]);

const isFulfilled = (order: OrderRow) => order.fulfillment_status === 'FULFILLED';

const returnableFulfillments = (
  _root: unknown,
  args: PageArgs & { orderId: string },
  ctx: BackendContext,
) => {
  const order = orderOfGid(ctx, args.orderId);
  const fulfillments =
    order && isFulfilled(order)
      ? [
          {
            id: gid('ReturnableFulfillment', order.id),
            fulfillment: { id: gid('Fulfillment', order.id) },
            lines: linesOf(ctx, order)
              .map((line) => ({ line, quantity: returnableQuantity(ctx, line) }))
              .filter(({ quantity }) => quantity > 0),
          },
        ].filter((fulfillment) => fulfillment.lines.length > 0)
      : [];
  return paginate(fulfillments, () => order!.id, args);
};

const ReturnableFulfillment = {
  returnableFulfillmentLineItems: (
    parent: { lines: { line: OrderLineRow; quantity: number }[] },
    args: PageArgs,
  ) =>
    paginate(
      parent.lines.map(({ line, quantity }) => ({ quantity, fulfillmentLineItem: line })),
      (item) => item.fulfillmentLineItem.id,
      args,
    ),
};

const FulfillmentLineItem = {
  id: (line: OrderLineRow) => gid('FulfillmentLineItem', line.id),
  quantity: (line: OrderLineRow) => line.quantity,
  lineItem: (line: OrderLineRow) => line,
};

const LineItem = {
  id: (line: OrderLineRow) => gid('LineItem', line.id),
  name: (line: OrderLineRow) => (line.variant_title ? `${line.title} - ${line.variant_title}` : line.title),
  title: (line: OrderLineRow) => line.title,
  variantTitle: (line: OrderLineRow) => line.variant_title,
  quantity: (line: OrderLineRow) => line.quantity,
  variant: (line: OrderLineRow, _args: unknown, ctx: BackendContext) => {
    if (line.variant_id === null) return null;
    const variant = ctx.db.get<{ id: number }>('SELECT id FROM variants WHERE id = ?', [line.variant_id]);
    return variant ? { id: gid('ProductVariant', variant.id) } : null;
  },
  image: (line: OrderLineRow, _args: unknown, ctx: BackendContext) => {
    if (line.variant_id === null) return null;
    const product = ctx.db.get<{ product_id: number }>('SELECT product_id FROM variants WHERE id = ?', [
      line.variant_id,
    ]);
    const image = product ? imagesOfProduct(ctx.db, product.product_id)[0] : undefined;
    return image ? { url: imageUrl(ctx.origin, image.path, null), altText: image.altText } : null;
  },
};

interface ReturnRequestInput {
  orderId: string;
  returnLineItems: {
    fulfillmentLineItemId: string;
    quantity: number;
    returnReason: string;
    customerNote?: string | null;
  }[];
}

const userError = (code: string, field: string[], message: string) => ({
  return: null,
  userErrors: [{ code, field, message }],
});

const returnRequest = (_root: unknown, { input }: { input: ReturnRequestInput }, ctx: BackendContext) => {
  const order = orderOfGid(ctx, input.orderId);
  if (!order) return userError('NOT_FOUND', ['input', 'orderId'], 'Order does not exist');
  if (!isFulfilled(order)) return userError('INVALID_STATE', ['input', 'orderId'], 'Order is not fulfilled');
  if (input.returnLineItems.length === 0)
    return userError('BLANK', ['input', 'returnLineItems'], 'Return line items cannot be blank');
  const lines = new Map(linesOf(ctx, order).map((line) => [line.id, line]));
  for (const [index, item] of input.returnLineItems.entries()) {
    const field = ['input', 'returnLineItems', String(index)];
    const line = lines.get(parseNumericGid(item.fulfillmentLineItemId, 'FulfillmentLineItem') ?? -1);
    if (!line) return userError('NOT_FOUND', [...field, 'fulfillmentLineItemId'], 'Line item not found');
    if (
      !Number.isInteger(item.quantity) ||
      item.quantity < 1 ||
      item.quantity > returnableQuantity(ctx, line)
    )
      return userError('INVALID', [...field, 'quantity'], 'Quantity is not returnable');
    if (!returnReasons.includes(item.returnReason))
      return userError('INVALID', [...field, 'returnReason'], 'Return reason is not valid');
    if ((item.customerNote ?? '').length > customerNoteMaxLength)
      return userError('TOO_LONG', [...field, 'customerNote'], 'Customer note is too long');
  }
  const { lastId } = ctx.db.run('INSERT INTO returns (order_id, status, created_at) VALUES (?, ?, ?)', [
    order.id,
    'REQUESTED',
    new Date().toISOString(),
  ]);
  for (const item of input.returnLineItems) {
    ctx.db.run(
      'INSERT INTO return_lines (return_id, order_line_id, quantity, reason, customer_note) VALUES (?, ?, ?, ?, ?)',
      [
        lastId,
        parseNumericGid(item.fulfillmentLineItemId, 'FulfillmentLineItem'),
        item.quantity,
        item.returnReason,
        item.customerNote || null,
      ],
    );
  }
  return { return: ctx.db.get<ReturnRow>('SELECT * FROM returns WHERE id = ?', [lastId]), userErrors: [] };
};

/** Shopify names a return after its order: #1001-R1, #1001-R2… */
const Return = {
  id: (row: ReturnRow) => gid('Return', row.id),
  name: (row: ReturnRow, _args: unknown, ctx: BackendContext) => {
    const order = ctx.db.get<{ order_number: number }>('SELECT order_number FROM orders WHERE id = ?', [
      row.order_id,
    ])!;
    const rank = ctx.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM returns WHERE order_id = ? AND id <= ?',
      [row.order_id, row.id],
    )!.n;
    return `#${order.order_number}-R${rank}`;
  },
  status: (row: ReturnRow) => row.status,
  returnLineItems: (row: ReturnRow, args: PageArgs, ctx: BackendContext) =>
    paginate(
      ctx.db.all<ReturnLineRow>('SELECT * FROM return_lines WHERE return_id = ? ORDER BY id', [row.id]),
      (line) => line.id,
      args,
    ),
};

const ReturnLineItem = {
  id: (line: ReturnLineRow) => gid('ReturnLineItem', line.id),
  quantity: (line: ReturnLineRow) => line.quantity,
  returnReason: (line: ReturnLineRow) => line.reason,
  customerNote: (line: ReturnLineRow) => line.customer_note,
  fulfillmentLineItem: (line: ReturnLineRow, _args: unknown, ctx: BackendContext) =>
    ctx.db.get<OrderLineRow>('SELECT * FROM order_lines WHERE id = ?', [line.order_line_id]),
};

/** Order.returns: newest first, as the Admin's order page lists them. */
const orderReturns = (order: OrderRow, args: PageArgs, ctx: BackendContext) =>
  paginate(
    ctx.db.all<ReturnRow>('SELECT * FROM returns WHERE order_id = ? ORDER BY id DESC', [order.id]),
    (row) => row.id,
    args,
  );

export const returnResolvers = {
  Query: { returnableFulfillments },
  Mutation: { returnRequest },
  Order: { returns: orderReturns },
  ReturnableFulfillment,
  FulfillmentLineItem,
  LineItem,
  Return,
  ReturnLineItem,
};
