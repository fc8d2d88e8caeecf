import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';
import { demoCustomer, signIn, variantGid } from '../../support/shop-data';

const cartFields = `
  id checkoutUrl note totalQuantity createdAt updatedAt
  attributes { key value }
  attribute(key: "gift-message") { value }
  discountCodes { code applicable }
  discountAllocations { discountedAmount { amount currencyCode } ... on CartCodeDiscountAllocation { code } }
  buyerIdentity { countryCode email customer { email firstName } }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } totalTaxAmount { amount } }
  lines(first: 100) {
    pageInfo { hasNextPage }
    nodes {
      id quantity attributes { key value }
      cost { amountPerQuantity { amount currencyCode } compareAtAmountPerQuantity { amount } subtotalAmount { amount } }
      merchandise { ... on ProductVariant { id title } }
    }
  }`;
const problems = 'userErrors { code field message } warnings { code target }';

interface Money {
  amount: string;
  currencyCode: string;
}
interface Cart {
  id: string;
  updatedAt: string;
  checkoutUrl: string;
  note: string;
  totalQuantity: number;
  attributes: { key: string; value: string }[];
  attribute: { value: string } | null;
  discountCodes: { code: string; applicable: boolean }[];
  discountAllocations: { discountedAmount: Money; code: string }[];
  buyerIdentity: {
    countryCode: string;
    email: string | null;
    customer: { email: string; firstName: string } | null;
  };
  cost: { subtotalAmount: Money; totalAmount: Money; totalTaxAmount: Money | null };
  lines: {
    pageInfo: { hasNextPage: boolean };
    nodes: {
      id: string;
      quantity: number;
      attributes: { key: string; value: string }[];
      cost: { amountPerQuantity: Money; compareAtAmountPerQuantity: Money | null; subtotalAmount: Money };
      merchandise: { id: string; title: string };
    }[];
  };
}
interface Payload {
  cart: Cart | null;
  userErrors: { code: string; field: string[] | null; message: string }[];
  warnings: { code: string; target: string }[];
}

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

async function mutate(name: string, signature: string, args: string, variables: Record<string, unknown>) {
  const result = await storefront<Record<string, Payload>>(
    backends,
    `mutation (${signature}) { ${name}(${args}) { cart { ${cartFields} } ${problems} } }`,
    variables,
  );
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
}

const createCart = (input: Record<string, unknown>) =>
  mutate('cartCreate', '$input: CartInput!', 'input: $input', { input });
const addLines = (cartId: string, lines: Record<string, unknown>[]) =>
  mutate('cartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', 'cartId: $cartId, lines: $lines', {
    cartId,
    lines,
  });
const updateLines = (cartId: string, lines: Record<string, unknown>[]) =>
  mutate(
    'cartLinesUpdate',
    '$cartId: ID!, $lines: [CartLineUpdateInput!]!',
    'cartId: $cartId, lines: $lines',
    {
      cartId,
      lines,
    },
  );

async function readCart(id: string): Promise<Cart | null> {
  const result = await storefront<{ cart: Cart | null }>(
    backends,
    `query ($id: ID!) { cart(id: $id) { ${cartFields} } }`,
    {
      id,
    },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.cart;
}

describe('cartCreate', () => {
  it('prices a French cart in euros and links a checkout URL', async () => {
    const variant = variantGid(backends, 'silk-wrap-dress', 'Black / M');
    const { cart, userErrors } = await createCart({
      buyerIdentity: { countryCode: 'FR' },
      lines: [{ merchandiseId: variant, quantity: 2 }],
    });
    expect(userErrors).toEqual([]);
    expect(cart!.id).toMatch(/^gid:\/\/shopify\/Cart\/c1-[0-9a-f]{32}$/);
    expect(cart!.checkoutUrl).toBe(`${backends.origin}/checkout/${cart!.id.split('/').pop()}`);
    expect(cart!.buyerIdentity.countryCode).toBe('FR');
    expect(cart!.totalQuantity).toBe(2);
    const [line] = cart!.lines.nodes;
    expect(line!.merchandise.id).toBe(variant);
    expect(line!.cost.amountPerQuantity.currencyCode).toBe('EUR');
    const unit = Number(line!.cost.amountPerQuantity.amount);
    expect(Number(line!.cost.subtotalAmount.amount)).toBeCloseTo(unit * 2);
    expect(cart!.cost.subtotalAmount).toEqual({
      amount: line!.cost.subtotalAmount.amount,
      currencyCode: 'EUR',
    });
    expect(cart!.cost.totalTaxAmount).toBeNull();
  });

  it('takes the country from @inContext when the buyer identity has none', async () => {
    const result = await storefront<{ cartCreate: Payload }>(
      backends,
      `mutation @inContext(country: GB) { cartCreate(input: {}) { cart { buyerIdentity { countryCode } cost { subtotalAmount { currencyCode } } } } }`,
    );
    expect(result.data!.cartCreate.cart!.buyerIdentity.countryCode).toBe('GB');
    expect(result.data!.cartCreate.cart!.cost.subtotalAmount.currencyCode).toBe('GBP');
  });

  it("reads back what Hydrogen's cart query asks: no applied gift card, a shipped dress", async () => {
    const variant = variantGid(backends, 'silk-wrap-dress', 'Black / M');
    const { cart } = await createCart({ lines: [{ merchandiseId: variant, quantity: 1 }] });
    const result = await storefront<{
      cart: {
        appliedGiftCards: unknown[];
        lines: { nodes: { merchandise: { requiresShipping: boolean } }[] };
      };
    }>(
      backends,
      `query ($id: ID!) { cart(id: $id) {
        appliedGiftCards { id lastCharacters amountUsed { amount } }
        lines(first: 10) { nodes { merchandise { ... on ProductVariant { requiresShipping } } } }
      } }`,
      { id: cart!.id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.cart.appliedGiftCards).toEqual([]);
    expect(result.data!.cart.lines.nodes[0]!.merchandise.requiresShipping).toBe(true);
  });

  it('refuses an unknown variant and creates nothing', async () => {
    const before = backends.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM carts')!.n;
    const { cart, userErrors } = await createCart({
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/999999', quantity: 1 }],
    });
    expect(cart).toBeNull();
    expect(userErrors).toEqual([
      expect.objectContaining({ code: 'INVALID', field: ['input', 'lines', '0', 'merchandiseId'] }),
    ]);
    expect(backends.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM carts')!.n).toBe(before);
  });
});

describe('cart lines', () => {
  it('merges the same variant with the same attributes, keeps different attributes apart', async () => {
    const variant = variantGid(backends, 'silk-wrap-dress', 'Black / S');
    const { cart } = await createCart({ buyerIdentity: { countryCode: 'FR' } });
    await addLines(cart!.id, [{ merchandiseId: variant, quantity: 1 }]);
    const merged = await addLines(cart!.id, [{ merchandiseId: variant, quantity: 2 }]);
    expect(merged.userErrors).toEqual([]);
    expect(merged.cart!.lines.nodes).toHaveLength(1);
    expect(merged.cart!.lines.nodes[0]!.quantity).toBe(3);

    const engraved = await addLines(cart!.id, [
      { merchandiseId: variant, quantity: 1, attributes: [{ key: 'engraving', value: 'C.L.' }] },
    ]);
    expect(engraved.cart!.lines.nodes.map((line) => line.quantity)).toEqual([3, 1]);
    expect(engraved.cart!.lines.nodes[1]!.attributes).toEqual([{ key: 'engraving', value: 'C.L.' }]);
    expect(engraved.cart!.totalQuantity).toBe(4);
  });

  it('refuses more than the stock, and a sold-out variant, leaving the cart unchanged', async () => {
    const scarce = variantGid(backends, 'silk-wrap-dress', 'Ivory / M'); // 2 in stock
    const soldOut = variantGid(backends, 'silk-wrap-dress', 'Black / XS');
    const { cart } = await createCart({ lines: [{ merchandiseId: scarce, quantity: 2 }] });

    const tooMany = await addLines(cart!.id, [{ merchandiseId: scarce, quantity: 1 }]);
    expect(tooMany.userErrors).toEqual([expect.objectContaining({ code: 'MAXIMUM_EXCEEDED' })]);
    expect(tooMany.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: scarce }]);
    expect(tooMany.cart!.lines.nodes.map((line) => line.quantity)).toEqual([2]);

    const gone = await addLines(cart!.id, [{ merchandiseId: soldOut, quantity: 1 }]);
    expect(gone.userErrors).toEqual([expect.objectContaining({ code: 'INVALID' })]);
    expect(gone.warnings).toEqual([{ code: 'MERCHANDISE_OUT_OF_STOCK', target: soldOut }]);

    const after = await readCart(cart!.id);
    expect(after!.lines.nodes.map((line) => [line.merchandise.id, line.quantity])).toEqual([[scarce, 2]]);
    expect(after!.updatedAt).toBe(cart!.updatedAt);
  });

  it('refuses a zero quantity on add and a negative one on update', async () => {
    const variant = variantGid(backends, 'silk-wrap-dress', 'Black / L');
    const { cart } = await createCart({ lines: [{ merchandiseId: variant, quantity: 1 }] });
    const zero = await addLines(cart!.id, [{ merchandiseId: variant, quantity: 0 }]);
    expect(zero.userErrors).toEqual([
      expect.objectContaining({ code: 'INVALID', field: ['lines', '0', 'quantity'] }),
    ]);
    const lineId = cart!.lines.nodes[0]!.id;
    const negative = await updateLines(cart!.id, [{ id: lineId, quantity: -1 }]);
    expect(negative.userErrors).toEqual([expect.objectContaining({ code: 'INVALID' })]);
    expect(negative.cart!.lines.nodes[0]!.quantity).toBe(1);
  });

  it('updates quantities, removes a line updated to 0, and removes by id', async () => {
    const first = variantGid(backends, 'silk-wrap-dress', 'Black / M');
    const second = variantGid(backends, 'silk-wrap-dress', 'Ivory / S');
    const { cart } = await createCart({
      lines: [
        { merchandiseId: first, quantity: 1 },
        { merchandiseId: second, quantity: 1 },
      ],
    });
    const [a, b] = cart!.lines.nodes;
    const updated = await updateLines(cart!.id, [{ id: a!.id, quantity: 3 }]);
    expect(updated.cart!.lines.nodes.map((line) => line.quantity)).toEqual([3, 1]);

    const zeroed = await updateLines(cart!.id, [{ id: b!.id, quantity: 0 }]);
    expect(zeroed.userErrors).toEqual([]);
    expect(zeroed.cart!.lines.nodes.map((line) => line.id)).toEqual([a!.id]);

    const unknown = await mutate(
      'cartLinesRemove',
      '$cartId: ID!, $lineIds: [ID!]!',
      'cartId: $cartId, lineIds: $lineIds',
      { cartId: cart!.id, lineIds: ['gid://shopify/CartLine/nope'] },
    );
    expect(unknown.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_MERCHANDISE_LINE' })]);

    const removed = await mutate(
      'cartLinesRemove',
      '$cartId: ID!, $lineIds: [ID!]!',
      'cartId: $cartId, lineIds: $lineIds',
      {
        cartId: cart!.id,
        lineIds: [a!.id],
      },
    );
    expect(removed.cart!.lines.nodes).toEqual([]);
    expect(removed.cart!.totalQuantity).toBe(0);
  });

  it('answers INVALID for an unknown cart, and cart(id) is null for it', async () => {
    const missing = 'gid://shopify/Cart/c1-00000000000000000000000000000000';
    const result = await addLines(missing, [
      { merchandiseId: variantGid(backends, 'silk-wrap-dress', 'Black / M') },
    ]);
    expect(result.cart).toBeNull();
    expect(result.userErrors).toEqual([expect.objectContaining({ code: 'INVALID', field: ['cartId'] })]);
    expect(await readCart(missing)).toBeNull();
  });
});

describe('attributes, note, discount codes and buyer identity', () => {
  it('replaces attributes by key and sets the note', async () => {
    const { cart } = await createCart({ attributes: [{ key: 'gift-message', value: 'Happy birthday' }] });
    const updated = await mutate(
      'cartAttributesUpdate',
      '$cartId: ID!, $attributes: [AttributeInput!]!',
      'cartId: $cartId, attributes: $attributes',
      {
        cartId: cart!.id,
        attributes: [
          { key: 'gift-message', value: 'Joyeux anniversaire' },
          { key: 'packaging-fashion', value: 'true' },
        ],
      },
    );
    expect(updated.cart!.attributes).toEqual([
      { key: 'gift-message', value: 'Joyeux anniversaire' },
      { key: 'packaging-fashion', value: 'true' },
    ]);
    expect(updated.cart!.attribute).toEqual({ value: 'Joyeux anniversaire' });

    const noted = await mutate(
      'cartNoteUpdate',
      '$cartId: ID!, $note: String!',
      'cartId: $cartId, note: $note',
      {
        cartId: cart!.id,
        note: 'Leave at the door',
      },
    );
    expect(noted.cart!.note).toBe('Leave at the door');
    expect((await readCart(cart!.id))!.note).toBe('Leave at the door');
  });

  it('applies WELCOME10 on the total and keeps an unknown code as not applicable', async () => {
    const variant = variantGid(backends, 'silk-wrap-dress', 'Black / M');
    const { cart } = await createCart({
      buyerIdentity: { countryCode: 'FR' },
      lines: [{ merchandiseId: variant, quantity: 1 }],
    });
    const update = (discountCodes: string[]) =>
      mutate(
        'cartDiscountCodesUpdate',
        '$cartId: ID!, $codes: [String!]',
        'cartId: $cartId, discountCodes: $codes',
        {
          cartId: cart!.id,
          codes: discountCodes,
        },
      );
    const applied = await update(['welcome10']);
    expect(applied.cart!.discountCodes).toEqual([{ code: 'welcome10', applicable: true }]);
    const subtotal = Number(applied.cart!.cost.subtotalAmount.amount);
    expect(Number(applied.cart!.cost.totalAmount.amount)).toBeCloseTo(subtotal * 0.9, 2);
    expect(applied.cart!.discountAllocations).toEqual([
      { code: 'welcome10', discountedAmount: { amount: expect.any(String), currencyCode: 'EUR' } },
    ]);

    const unknown = await update(['NOPE']);
    expect(unknown.userErrors).toEqual([]);
    expect(unknown.warnings).toEqual([{ code: 'DISCOUNT_NOT_FOUND', target: 'NOPE' }]);
    expect(unknown.cart!.discountCodes).toEqual([{ code: 'NOPE', applicable: false }]);
    expect(unknown.cart!.cost.totalAmount).toEqual(unknown.cart!.cost.subtotalAmount);

    const inactive = await update(['SUMMER25']);
    expect(inactive.cart!.discountCodes).toEqual([{ code: 'SUMMER25', applicable: false }]);

    const blank = await update(['  ']);
    expect(blank.userErrors).toEqual([expect.objectContaining({ code: 'MISSING_DISCOUNT_CODE' })]);
  });

  it('links the customer of an access token and re-prices on a country change', async () => {
    const token = await signIn(backends, demoCustomer.email, demoCustomer.password);
    const variant = variantGid(backends, 'silk-wrap-dress', 'Black / M');
    const { cart } = await createCart({
      buyerIdentity: { countryCode: 'FR' },
      lines: [{ merchandiseId: variant, quantity: 1 }],
    });
    const update = (buyerIdentity: Record<string, unknown>) =>
      mutate(
        'cartBuyerIdentityUpdate',
        '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
        'cartId: $cartId, buyerIdentity: $buyerIdentity',
        { cartId: cart!.id, buyerIdentity },
      );

    const linked = await update({ customerAccessToken: token });
    expect(linked.userErrors).toEqual([]);
    expect(linked.cart!.buyerIdentity.customer).toEqual({ email: demoCustomer.email, firstName: 'Camille' });
    expect(linked.cart!.buyerIdentity.email).toBe(demoCustomer.email);

    const bad = await update({ customerAccessToken: 'not-a-token' });
    expect(bad.userErrors).toEqual([
      expect.objectContaining({ code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'] }),
    ]);
    expect(bad.cart!.buyerIdentity.customer).not.toBeNull();

    const moved = await update({ countryCode: 'GB' });
    expect(moved.cart!.buyerIdentity.countryCode).toBe('GB');
    expect(moved.cart!.lines.nodes[0]!.cost.amountPerQuantity.currencyCode).toBe('GBP');
    expect(moved.cart!.cost.totalAmount.currencyCode).toBe('GBP');

    const signedOut = await update({ customerAccessToken: null });
    expect(signedOut.cart!.buyerIdentity.customer).toBeNull();
  });
});
