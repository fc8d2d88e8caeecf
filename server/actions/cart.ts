'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import { addToCartSchema } from '@/lib/validation';
import { isLocale, type Locale } from '@/lib/markets';
import { addToVisitorCart, removeFromVisitorCart } from '../cart/session';
import { CartUserError } from '../shopify/cart';
import { StorefrontRequestError } from '../shopify/client';

export type CartActionState =
  { status: 'idle' } | { status: 'added'; at: number } | { status: 'error'; code: string; at: number };

const localeSchema = z
  .string()
  .refine(isLocale)
  .transform((value) => value as Locale);

/**
 * Add to cart (spec §4 cart rules). Works as a plain form post without JavaScript. Refusals of the
 * provider come back as a spec §8 code for the page to translate; the cart is left as it was.
 */
export async function addToCartAction(_previous: CartActionState, form: FormData): Promise<CartActionState> {
  const locale = localeSchema.safeParse(form.get('locale'));
  const input = addToCartSchema.safeParse({
    variantId: form.get('variantId'),
    quantity: form.get('quantity') ?? 1,
  });
  if (!locale.success || !input.success) return { status: 'error', code: 'INVALID', at: Date.now() };
  try {
    await addToVisitorCart(locale.data, input.data.variantId, input.data.quantity);
  } catch (error) {
    return { status: 'error', code: failureCode(error), at: Date.now() };
  }
  refresh();
  return { status: 'added', at: Date.now() };
}

export async function removeCartLineAction(form: FormData): Promise<void> {
  const locale = localeSchema.safeParse(form.get('locale'));
  const lineId = z.string().startsWith('gid://shopify/CartLine/').safeParse(form.get('lineId'));
  if (!locale.success || !lineId.success) return;
  try {
    await removeFromVisitorCart(locale.data, lineId.data);
  } catch (error) {
    console.error('[cart] remove failed', failureCode(error));
  }
  refresh();
}

function failureCode(error: unknown): string {
  if (error instanceof CartUserError) return error.errors[0]?.code ?? 'SERVER_ERROR';
  if (error instanceof StorefrontRequestError) {
    console.error('[cart]', error.message);
    return 'SERVER_ERROR';
  }
  throw error;
}
