import type { Resolver, StorefrontContext } from '../context';
import { currencyOfCountry } from '../../markets';
import { variantPrice } from '../catalog/variants';
import { gid } from '../ids';
import { attributeErrors, dedupeAttributes, mergeAttributes, type AttributeInput } from './attributes';
import { buyerIdentityPatch, type BuyerIdentityInput } from './buyer-identity';
import { acceptDiscountCodes } from './discounts';
import { noProblems, userError } from './errors';
import { LinePlan, type CartLineInput, type CartLineUpdateInput } from './lines';
import { mutateCart, type CartPayload } from './mutate';
import {
  findOpenCart,
  insertCart,
  linesOf,
  newCartToken,
  parseAttributes,
  saveLines,
  updateCart,
} from './store';
import { acceptGiftCardCodes } from './gift-cards';

interface CartInput {
  lines?: CartLineInput[] | null;
  attributes?: AttributeInput[] | null;
  note?: string | null;
  buyerIdentity?: BuyerIdentityInput | null;
  discountCodes?: string[] | null;
  giftCardCodes?: string[] | null;
  metafields?: unknown[] | null;
  delivery?: unknown;
}

const cartCreate: Resolver<unknown, { input?: CartInput | null }> = (_root, { input }, ctx): CartPayload => {
  const problems = noProblems();
  const token = newCartToken();
  const { patch, errors } = buyerIdentityPatch(ctx.db, input?.buyerIdentity ?? {}, [
    'input',
    'buyerIdentity',
  ]);
  problems.userErrors.push(...errors);
  // @inContext(country:) is the buyer's country unless the buyer identity names one.
  const country = patch.country ?? ctx.country;
  const plan = new LinePlan(ctx.db, token, currencyOfCountry(country), [], problems);
  plan.add(input?.lines ?? [], ['input', 'lines']);
  problems.userErrors.push(...attributeErrors(input?.attributes ?? [], ['input', 'attributes']));
  const discountCodes = acceptDiscountCodes(ctx.db, input?.discountCodes ?? [], problems, [
    'input',
    'discountCodes',
  ]);
  const giftCardCodes = acceptGiftCardCodes(
    ctx.db,
    input?.giftCardCodes ?? [],
    currencyOfCountry(country),
    problems,
    ['input', 'giftCardCodes'],
  );
  refuseUnmodelled(input, problems);
  if (problems.userErrors.length > 0) return { cart: null, ...problems };

  const now = new Date().toISOString();
  insertCart(
    ctx.db,
    {
      token,
      country,
      email: patch.email ?? null,
      phone: patch.phone ?? null,
      customer_id: patch.customer_id ?? null,
      customer_access_token: patch.customer_access_token ?? null,
      delivery_address_id: patch.delivery_address_id ?? null,
    },
    now,
  );
  updateCart(ctx.db, token, {
    note: input?.note ?? '',
    attributes: JSON.stringify(dedupeAttributes(input?.attributes ?? [])),
    discount_codes: JSON.stringify(discountCodes),
    gift_card_codes: JSON.stringify(giftCardCodes),
  });
  saveLines(ctx.db, token, plan.lines);
  return { cart: findOpenCart(ctx.db, gid('Cart', token)), ...problems };
};

/** Inputs the local backend has no model for are refused rather than silently dropped. */
function refuseUnmodelled(input: CartInput | null | undefined, problems: ReturnType<typeof noProblems>) {
  if (input?.metafields?.length) {
    problems.userErrors.push(
      userError('INVALID', ['input', 'metafields'], 'Cart metafields are not supported.'),
    );
  }
  if (input?.delivery != null) {
    problems.userErrors.push(userError('INVALID', ['input', 'delivery'], 'Delivery is chosen at checkout.'));
  }
}

function linesChange(ctx: StorefrontContext, cartId: string, change: (plan: LinePlan) => void): CartPayload {
  return mutateCart(ctx.db, cartId, (cart, problems) => {
    const plan = new LinePlan(
      ctx.db,
      cart.token,
      currencyOfCountry(cart.country),
      linesOf(ctx.db, cart.token),
      problems,
    );
    change(plan);
    return () => {
      saveLines(ctx.db, cart.token, plan.lines);
      updateCart(ctx.db, cart.token, {});
    };
  });
}

const cartLinesAdd: Resolver<unknown, { cartId: string; lines: CartLineInput[] }> = (_root, args, ctx) =>
  linesChange(ctx, args.cartId, (plan) => plan.add(args.lines));

const cartLinesUpdate: Resolver<unknown, { cartId: string; lines: CartLineUpdateInput[] }> = (
  _root,
  args,
  ctx,
) => linesChange(ctx, args.cartId, (plan) => plan.update(args.lines));

const cartLinesRemove: Resolver<unknown, { cartId: string; lineIds: string[] }> = (_root, args, ctx) =>
  linesChange(ctx, args.cartId, (plan) => plan.remove(args.lineIds));

const cartAttributesUpdate: Resolver<unknown, { cartId: string; attributes: AttributeInput[] }> = (
  _root,
  args,
  ctx,
) =>
  mutateCart(ctx.db, args.cartId, (cart, problems) => {
    problems.userErrors.push(...attributeErrors(args.attributes, ['attributes']));
    const attributes = mergeAttributes(parseAttributes(cart.attributes), args.attributes);
    return () => updateCart(ctx.db, cart.token, { attributes: JSON.stringify(attributes) });
  });

const cartNoteUpdate: Resolver<unknown, { cartId: string; note?: string | null }> = (_root, args, ctx) =>
  mutateCart(ctx.db, args.cartId, (cart) => () => updateCart(ctx.db, cart.token, { note: args.note ?? '' }));

const cartBuyerIdentityUpdate: Resolver<unknown, { cartId: string; buyerIdentity: BuyerIdentityInput }> = (
  _root,
  args,
  ctx,
) =>
  mutateCart(ctx.db, args.cartId, (cart, problems) => {
    const { patch, errors } = buyerIdentityPatch(ctx.db, args.buyerIdentity, ['buyerIdentity']);
    problems.userErrors.push(...errors);
    // A new country re-prices every line in its currency: check they all still sell there.
    if (patch.country && patch.country !== cart.country) {
      const currency = currencyOfCountry(patch.country);
      for (const line of linesOf(ctx.db, cart.token)) {
        if (variantPrice(ctx.db, line.variant_id, currency)) continue;
        const merchandise = gid('ProductVariant', line.variant_id);
        problems.userErrors.push(
          userError(
            'INVALID',
            ['buyerIdentity', 'countryCode'],
            `The merchandise with id ${merchandise} is not available in ${currency}.`,
          ),
        );
      }
    }
    return () => updateCart(ctx.db, cart.token, patch);
  });

const cartDiscountCodesUpdate: Resolver<unknown, { cartId: string; discountCodes?: string[] | null }> = (
  _root,
  args,
  ctx,
) =>
  mutateCart(ctx.db, args.cartId, (cart, problems) => {
    const codes = acceptDiscountCodes(ctx.db, args.discountCodes ?? [], problems, ['discountCodes']);
    return () => updateCart(ctx.db, cart.token, { discount_codes: JSON.stringify(codes) });
  });

export const cartMutations = {
  cartCreate,
  cartLinesAdd,
  cartLinesUpdate,
  cartLinesRemove,
  cartAttributesUpdate,
  cartNoteUpdate,
  cartBuyerIdentityUpdate,
  cartDiscountCodesUpdate,
};
