import { GraphQLError } from 'graphql';
import type { PageArgs } from '../catalog/connection';
import { paginate } from '../catalog/connection';
import { variantParent } from '../catalog/variants';
import type { Resolver } from '../context';
import { customerAddressParent, addressById } from '../customer/addresses';
import type { CustomerRow } from '../customer/rows';
import { gid } from '../ids';
import { money } from '../money';
import { pricingOf, type LinePricing } from './pricing';
import type { Attribute, CartRow } from './rows';
import { parseAttributes, parseDiscountCodes } from './store';
import { discountCodeState } from './discounts';

type CartLineParent = LinePricing & { __typename: 'CartLine'; currency: string };

const attributeOf = (attributes: Attribute[], key: string) =>
  attributes.find((attribute) => attribute.key === key) ?? null;

const Cart: Record<string, Resolver<CartRow, never>> = {
  id: (cart) => gid('Cart', cart.token),
  checkoutUrl: (cart, _args, ctx) => `${ctx.origin}/checkout/${cart.token}`,
  createdAt: (cart) => cart.created_at,
  updatedAt: (cart) => cart.updated_at,
  note: (cart) => cart.note,
  totalQuantity: (cart, _args, ctx) => pricingOf(ctx.db, cart).totalQuantity,
  attributes: (cart) => parseAttributes(cart.attributes),
  attribute: (cart, args: { key: string }) => attributeOf(parseAttributes(cart.attributes), args.key),
  discountCodes: (cart, _args, ctx) =>
    parseDiscountCodes(cart.discount_codes).map((code) => {
      const { applicable } = discountCodeState(ctx.db, code);
      return { code, applicable };
    }),
  discountAllocations: (cart, _args, ctx) => {
    const { discounts, currency } = pricingOf(ctx.db, cart);
    return discounts.map(({ code, percentage, amount }) => ({
      __typename: 'CartCodeDiscountAllocation',
      code,
      discountedAmount: money(amount, currency),
      targetType: 'LINE_ITEM',
      discountApplication: {
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: 'LINE_ITEM',
        value: { __typename: 'PricingPercentageValue', percentage },
      },
    }));
  },
  cost: (cart, _args, ctx) => {
    const { subtotal, total, currency } = pricingOf(ctx.db, cart);
    // Prices include tax and shipping is chosen at checkout, so tax and duty are not estimated here.
    return {
      subtotalAmount: money(subtotal, currency),
      subtotalAmountEstimated: false,
      totalAmount: money(total, currency),
      totalAmountEstimated: false,
      checkoutChargeAmount: money(total, currency),
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    };
  },
  estimatedCost: (cart, args, ctx, info) => Cart.cost!(cart, args, ctx, info),
  buyerIdentity: (cart, _args, ctx) => {
    const customer = cart.customer_id
      ? (ctx.db.get<CustomerRow>('SELECT * FROM customers WHERE id = ?', [cart.customer_id]) ?? null)
      : null;
    const deliveryAddress = addressById(ctx.db, cart.delivery_address_id);
    return {
      countryCode: cart.country,
      email: cart.email ?? customer?.email ?? null,
      phone: cart.phone ?? customer?.phone ?? null,
      customer,
      deliveryAddressPreferences: deliveryAddress ? [customerAddressParent(deliveryAddress)] : [],
    };
  },
  // The balance is what is left on the card once it has paid its part of this cart.
  appliedGiftCards: (cart, _args, ctx) => {
    const { giftCards, currency } = pricingOf(ctx.db, cart);
    return giftCards.map(({ cardId, code, balance, used }) => ({
      id: gid('AppliedGiftCard', cardId),
      lastCharacters: code.slice(-4),
      amountUsed: money(used, currency),
      amountUsedV2: money(used, currency),
      presentmentAmountUsed: money(used, currency),
      balance: money(balance - used, currency),
      balanceV2: money(balance - used, currency),
    }));
  },
  lines: (cart, args: PageArgs & { reverse?: boolean }, ctx) => {
    const { lines, currency } = pricingOf(ctx.db, cart);
    const parents: CartLineParent[] = lines.map((line) => ({ ...line, __typename: 'CartLine', currency }));
    return paginate(args.reverse ? parents.reverse() : parents, (line) => line.line.id, args);
  },
};

const CartLine: Record<string, Resolver<CartLineParent, never>> = {
  id: (line) => gid('CartLine', line.line.id),
  quantity: (line) => line.line.quantity,
  attributes: (line) => parseAttributes(line.line.attributes),
  attribute: (line, args: { key: string }) => attributeOf(parseAttributes(line.line.attributes), args.key),
  cost: (line) => ({
    amountPerQuantity: money(line.unit, line.currency),
    compareAtAmountPerQuantity: line.compareAt === null ? null : money(line.compareAt, line.currency),
    subtotalAmount: money(line.subtotal, line.currency),
    // The shop's codes are order-level: Shopify reports them on the cart, not on the line.
    totalAmount: money(line.subtotal, line.currency),
  }),
  estimatedCost: (line) => ({
    amount: money(line.subtotal, line.currency),
    compareAtAmount:
      line.compareAt === null ? null : money(line.compareAt * line.line.quantity, line.currency),
    subtotalAmount: money(line.subtotal, line.currency),
    totalAmount: money(line.subtotal, line.currency),
  }),
  // Only order-level codes exist in this shop (see Cart.discountAllocations): no line-level discount.
  discountAllocations: () => [],
  // 2026-04: no line is nested under another (no bundles sold as parent lines), and every line is the
  // shopper's to change.
  parentRelationship: () => null,
  instructions: () => ({ canRemove: true, canUpdateQuantity: true }),
  merchandise: (line, _args, ctx) => {
    const variant = variantParent(ctx.db, line.line.variant_id);
    if (!variant) throw new GraphQLError(`Variant ${line.line.variant_id} of a cart line no longer exists`);
    return variant;
  },
};

export const cartFields = { Cart, CartLine };
