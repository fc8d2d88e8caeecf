'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { isSampleLine, isPouchLine } from '@/lib/cart';
import { chosenOptionsOf } from '@/lib/chosen-variant';
import {
  attributesUpdate,
  cartNoteMaxLength,
  giftMessageAttributesOf,
  giftMessageMaxLength,
} from '@/lib/cart-attributes';
import type { ErrorCode } from '@/lib/errors';
import { isLocale, type Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { addToCartMaxQuantity, addToCartSchema } from '@/lib/validation/cart';
import { addToVisitorCart, changeVisitorCart, mutateVisitorCart } from '../cart/session';
import type { CartPayload } from '@/lib/cart-view';
import { cartPayload, pouchVariantId, sampleOffers } from '../cart/view';
import { chosenOptionsSchema, variantIdOfChoice } from '../cart/chosen-variant';
import { slugInput } from '../cached-input';
import { TooManyCodesTried } from '../cart/code-attempts';
import { addDiscountCode, DiscountCodeNotApplicable, removeDiscountCode } from '../cart/discount-codes';
import { applyGiftCardCode, removeGiftCard } from '../cart/gift-card-codes';
import { recipientAttributes, recipientOf } from '../cart/gift-card-recipient';
import { serverConfig } from '../config';
import { giftCardBalanceRequestSchema } from '../gift-cards';
import {
  CartUserError,
  getCartOffers,
  removeCartLines,
  updateCartAttributes,
  updateCartLines,
  updateCartNote,
  type Cart,
} from '../shopify/cart';
import { actionHeader } from '../next-internals/server-references';
import { isProviderUnavailable } from '../provider-unavailable';

export type CartActionState =
  | { status: 'idle' }
  | { status: 'added'; at: number; payload: CartPayload }
  | { status: 'error'; code: string; at: number };

/**
 * The answer of a panel action: the changed cart, or the refusal's spec §8 code (the cart was left as
 * it was; the panel re-reads it), with the wait in seconds when the refusal is a rate limit.
 */
export type CartMutationResult =
  | { ok: true; payload: CartPayload }
  | { ok: false; code: ErrorCode; retryAfter?: number; values?: Record<string, string> };

/** The variant named (a script's call, a card's quick add), or the product and the options chosen. */
const purchaseInput = z.union([
  addToCartSchema,
  z.object({
    product: slugInput,
    options: chosenOptionsSchema,
    quantity: addToCartSchema.shape.quantity,
  }),
]);

const localeSchema = z
  .string()
  .refine(isLocale)
  .transform((value) => value as Locale);

/**
 * Add to cart (spec §4 cart rules). Refusals of the provider come back as a spec §8 code for the page
 * to translate; the cart is left as it was. A browser without JavaScript posts the form itself: once
 * added it is sent to the cart page (303), which shows the cart and the way to the checkout, instead
 * of being answered the whole product page rendered again (docs/adr/0014).
 */
export async function addToCartAction(_previous: CartActionState, form: FormData): Promise<CartActionState> {
  // A public endpoint: called by anyone with any arguments, not only by the product form.
  if (!(form instanceof FormData)) return { status: 'error', code: 'INVALID', at: Date.now() };
  const locale = localeSchema.safeParse(form.get('locale'));
  const input = purchaseInput.safeParse({
    variantId: form.get('variantId') ?? undefined,
    product: form.get('product') ?? undefined,
    options: chosenOptionsOf(form),
    quantity: form.get('quantity') ?? 1,
  });
  if (!locale.success || !input.success) return { status: 'error', code: 'INVALID', at: Date.now() };
  // A gift card's recipient (Shopify's line attributes); any other product posted with one is refused.
  const recipient = recipientOf(form);
  if (recipient === 'invalid')
    return { status: 'error', code: 'GIFT_CARD_RECIPIENT_INVALID', at: Date.now() };
  let payload: CartPayload;
  try {
    const { quantity, ...purchase } = input.data;
    // A script posts the variant it shows; a form without one posts the options the shopper chose.
    const variant =
      'variantId' in purchase
        ? purchase.variantId
        : await variantIdOfChoice(locale.data, purchase.product, purchase.options);
    const giftCardAttributes = recipient ? recipientAttributes(recipient) : [];
    payload = cartPayload(
      await addToVisitorCart(locale.data, variant, quantity, { giftCardAttributes }),
      locale.data,
    );
  } catch (error) {
    return { status: 'error', code: failureCode(error), at: Date.now() };
  }
  // A script's call names its action in a header; a native form post names it in the body.
  if (!(await headers()).has(actionHeader)) redirect(`${localePath(locale.data, '/cart')}?added=1`);
  return { status: 'added', at: Date.now(), payload };
}

const lineId = z.string().regex(/^gid:\/\/shopify\/CartLine\/[\w-]+(\?.*)?$/);
const variantId = addToCartSchema.shape.variantId;

const quantityInput = z.object({
  locale: localeSchema,
  lineId,
  quantity: z.number().int().min(0).max(addToCartMaxQuantity),
});
const lineInput = z.object({ locale: localeSchema, lineId });
const giftMessageInput = z.object({
  locale: localeSchema,
  message: z.string().trim().min(1).max(giftMessageMaxLength).nullable(),
});
const noteInput = z.object({ locale: localeSchema, note: z.string().trim().max(cartNoteMaxLength) });
const discountCodeInput = z.object({
  locale: localeSchema,
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
});
// Spaces dropped and letters upper-cased, as the balance check reads a code.
const giftCardCodeInput = z.object({ locale: localeSchema, code: giftCardBalanceRequestSchema.shape.code });
const appliedGiftCardInput = z.object({
  locale: localeSchema,
  id: z.string().regex(/^gid:\/\/shopify\/AppliedGiftCard\/\w+$/),
});
const sampleInput = z.object({ locale: localeSchema, variantId });
const packagingInput = z.object({ locale: localeSchema, choice: z.enum(['pouch', 'standard']) });

/** Parses the input, runs the change and answers the changed cart, or a refusal's spec §8 code. */
async function cartMutation<Schema extends z.ZodType<{ locale: Locale }>>(
  schema: Schema,
  raw: unknown,
  run: (input: z.output<Schema>) => Promise<Cart>,
): Promise<CartMutationResult> {
  const input = schema.safeParse(raw);
  if (!input.success) return { ok: false, code: 'INVALID' };
  try {
    return { ok: true, payload: cartPayload(await run(input.data), input.data.locale) };
  } catch (error) {
    if (error instanceof TooManyCodesTried)
      return { ok: false, code: 'TOO_MANY_REQUESTS', retryAfter: error.retryAfter };
    // The alert names the refused code ({code}), so it reads apart from the codes that stay applied.
    if (error instanceof DiscountCodeNotApplicable) {
      return { ok: false, code: failureCode(error), values: { code: error.discountCode } };
    }
    return { ok: false, code: failureCode(error) };
  }
}

/**
 * Quantity 0 removes the line, as the Storefront does. A line the cart does not hold (a stale panel, a
 * forged id) is refused by the provider with nothing changed, as NOT_FOUND (lib/errors).
 */
export async function updateCartLineQuantityAction(raw: z.input<typeof quantityInput>) {
  return cartMutation(quantityInput, raw, ({ locale, lineId, quantity }) =>
    mutateVisitorCart(locale, (cartId) => updateCartLines(locale, cartId, [{ id: lineId, quantity }])),
  );
}

export async function removeCartLineAction(raw: z.input<typeof lineInput>) {
  return cartMutation(lineInput, raw, ({ locale, lineId }) =>
    mutateVisitorCart(locale, (cartId) => removeCartLines(locale, cartId, [lineId])),
  );
}

/** spec §3 gift message attributes; the card is offered (price 0). Null removes the message. */
export async function setGiftMessageAction(raw: z.input<typeof giftMessageInput>) {
  return cartMutation(giftMessageInput, raw, async ({ locale, message }) => {
    const t = await getTranslations({ locale, namespace: 'cart' });
    const gift = message
      ? { message, title: t('giftMessage.title'), image: `${serverConfig().siteUrl}/icon.svg`, price: '0' }
      : null;
    return changeVisitorCart(locale, (cart) => {
      const update = attributesUpdate(cart.attributes, giftMessageAttributesOf(cart.attributes, gift));
      return update.changed
        ? updateCartAttributes(locale, cart.id, update.attributes)
        : Promise.resolve(cart);
    });
  });
}

export async function updateCartNoteAction(raw: z.input<typeof noteInput>) {
  return cartMutation(noteInput, raw, ({ locale, note }) =>
    mutateVisitorCart(locale, (cartId) => updateCartNote(locale, cartId, note)),
  );
}

/**
 * Adds a code to the cart's codes; one that does not apply is refused and the others stay. Codes
 * tried are counted per client address and per cart (server/cart/code-attempts.ts).
 */
export async function applyDiscountCodeAction(raw: z.input<typeof discountCodeInput>) {
  return cartMutation(discountCodeInput, raw, ({ locale, code }) => addDiscountCode(locale, code));
}

/** Removes one code; the cart's other codes stay. */
export async function removeDiscountCodeAction(raw: z.input<typeof discountCodeInput>) {
  return cartMutation(discountCodeInput, raw, ({ locale, code }) => removeDiscountCode(locale, code));
}

/**
 * Applies a gift card code to the cart (it takes the place of the card applied, if any); a code the
 * provider refuses leaves the cart as it was. Codes tried are counted per client address and per cart.
 */
export async function applyGiftCardCodeAction(raw: z.input<typeof giftCardCodeInput>) {
  return cartMutation(giftCardCodeInput, raw, ({ locale, code }) => applyGiftCardCode(locale, code));
}

/** Takes an applied gift card off the cart, by its id. */
export async function removeGiftCardAction(raw: z.input<typeof appliedGiftCardInput>) {
  return cartMutation(appliedGiftCardInput, raw, ({ locale, id }) => removeGiftCard(locale, id));
}

/** A sample with purchase, once per cart: only the samples the panel offers are accepted. */
export async function addSampleAction(raw: z.input<typeof sampleInput>) {
  return cartMutation(sampleInput, raw, async ({ locale, variantId }) => {
    const offered = sampleOffers(await getCartOffers(locale)).some((offer) => offer.variantId === variantId);
    if (!offered) throw invalid('This sample is not offered.');
    return addToVisitorCart(locale, variantId, 1, {
      kind: 'sample',
      existingCartOnly: true,
      satisfiedBy: (line) => isSampleLine(line) && line.merchandise.id === variantId,
    });
  });
}

/** spec §4 packaging: the pouch is a line of its own; standard packaging is the cart attribute. */
export async function setPackagingAction(raw: z.input<typeof packagingInput>) {
  return cartMutation(packagingInput, raw, async ({ locale, choice }) => {
    const pouch = choice === 'pouch' ? pouchVariantId(await getCartOffers(locale)) : null;
    if (pouch) {
      return addToVisitorCart(locale, pouch, 1, {
        kind: 'pouch',
        existingCartOnly: true,
        satisfiedBy: isPouchLine,
      });
    }
    // Standard packaging, or a pouch no longer offered: a pouch line already in the cart stays.
    return changeVisitorCart(locale, async (cart) => {
      const pouchLines = cart.lines.nodes.filter(isPouchLine).map((line) => line.id);
      if (choice === 'standard') {
        return pouchLines.length > 0 ? removeCartLines(locale, cart.id, pouchLines) : cart;
      }
      if (pouchLines.length > 0) return cart;
      throw new CartUserError([{ field: null, message: 'No pouch', code: 'VARIANT_STOCK_UNAVAILABLE' }]);
    });
  });
}

function invalid(message: string): CartUserError {
  return new CartUserError([{ field: null, message, code: 'INVALID' }]);
}

function failureCode(error: unknown): ErrorCode {
  if (error instanceof CartUserError) return error.errors[0]?.code ?? 'SERVER_ERROR';
  if (isProviderUnavailable(error)) {
    console.error('[cart]', error.message);
    return 'SERVER_ERROR';
  }
  throw error;
}
