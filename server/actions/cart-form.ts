'use server';

import { redirect } from 'next/navigation';
import { cartNoticeQuery, parseCartForm, type CartFormChange } from '@/lib/cart-form';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import {
  addSampleAction,
  applyDiscountCodeAction,
  applyGiftCardCodeAction,
  removeCartLineAction,
  removeDiscountCodeAction,
  removeGiftCardAction,
  setGiftMessageAction,
  setPackagingAction,
  updateCartLineQuantityAction,
  updateCartNoteAction,
  type CartMutationResult,
} from './cart';

/**
 * The cart view's forms posted by a browser without JavaScript (a script calls the cart actions
 * itself, with the optimistic cart): the same cart actions run, then the browser is sent to the cart
 * page (303, post/redirect/get), whose query says what changed or why nothing did (docs/adr/0030).
 * A public endpoint: every value is parsed again by the action it reaches.
 */
export async function cartFormAction(form: FormData): Promise<void> {
  const posted = form instanceof FormData ? parseCartForm(form) : null;
  // No locale: no cart and no page to answer with; the page posted to renders again as it was.
  if (!posted) return;
  const { locale, change } = posted;
  const outcome = change ? await runChange(locale, change) : { ok: false as const, code: 'INVALID' as const };
  const query = cartNoticeQuery(change?.intent ?? null, outcome);
  redirect(`${localePath(locale, '/cart')}?${query}`);
}

function runChange(locale: Locale, change: CartFormChange): Promise<CartMutationResult> {
  switch (change.intent) {
    case 'quantity':
      return updateCartLineQuantityAction({ locale, lineId: change.lineId, quantity: change.quantity });
    case 'remove':
      return removeCartLineAction({ locale, lineId: change.lineId });
    case 'giftMessage':
      return setGiftMessageAction({ locale, message: change.message });
    case 'removeGiftMessage':
      return setGiftMessageAction({ locale, message: null });
    case 'sample':
      return addSampleAction({ locale, variantId: change.variantId });
    case 'packaging':
      return setPackagingAction({ locale, choice: change.choice });
    case 'applyDiscount':
      return applyDiscountCodeAction({ locale, code: change.code });
    case 'removeDiscount':
      return removeDiscountCodeAction({ locale, code: change.code });
    case 'applyGiftCard':
      return applyGiftCardCodeAction({ locale, code: change.code });
    case 'removeGiftCard':
      return removeGiftCardAction({ locale, id: change.giftCardId });
    case 'note':
      return updateCartNoteAction({ locale, note: change.note });
  }
}
