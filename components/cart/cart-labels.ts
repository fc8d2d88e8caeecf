import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CartLabels } from '@/client/cart/labels';
import { localeConfig, type Locale } from '@/lib/markets';
import { pluralTemplates } from '@/lib/plural';

/** The refusals a cart change can meet, worded by the cart view (spec §8). */
const cartErrorCodes = [
  'SERVER_ERROR',
  'VARIANT_STOCK_UNAVAILABLE',
  'MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT',
  'NO_MORE_PRODUCTS_AVAILABLE',
  'INVALID',
  'NOT_FOUND',
  'CART_LINES_LIMIT',
  'DISCOUNT_CODE_NOT_APPLICABLE',
  'GIFT_CARD_NOT_APPLICABLE',
  'REFUSED',
  'TOO_MANY_REQUESTS',
] as const;

/**
 * The cart view's strings in the locale's language, for the header's panel and the cart page alike:
 * one view, one set of words.
 */
export async function cartLabels(locale: Locale): Promise<CartLabels> {
  const { intl } = localeConfig(locale);
  const [t, tHeader, tAlerts] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'alerts' }),
  ]);
  return {
    title: t('title'),
    buttonLabel: pluralTemplates((count) => tHeader('cartWithCount', { count }), intl),
    buttonLabelWithGiftMessage: pluralTemplates((count) => tHeader('cartWithGiftMessage', { count }), intl),
    close: t('close'),
    empty: t('empty'),
    unavailable: t('unavailable'),
    loading: t('loading'),
    subtotal: t('subtotal'),
    discount: t('discount'),
    total: t('total'),
    checkout: t('checkout'),
    price: t('price'),
    compareAtPrice: t('compareAtPrice'),
    quantityOf: t.raw('quantityOf') as string,
    decrease: t.raw('decrease') as string,
    increase: t.raw('increase') as string,
    maxReached: t.raw('maxReached') as string,
    update: t('update'),
    remove: t('remove'),
    removeItem: t.raw('removeItem') as string,
    removed: t.raw('removed') as string,
    free: t('free'),
    offered: t('offered'),
    updating: t('updating'),
    updated: t('updated'),
    stale: t('stale'),
    giftMessage: {
      title: t('giftMessage.title'),
      add: t('giftMessage.add'),
      label: t('giftMessage.label'),
      hint: t.raw('giftMessage.hint') as string,
      save: t('giftMessage.save'),
      remove: t('giftMessage.remove'),
      added: t('giftMessage.added'),
    },
    samples: {
      title: t('samples.title'),
      add: t('samples.add'),
      addItem: t.raw('samples.addItem') as string,
      inCart: t('samples.inCart'),
    },
    packaging: {
      title: t('packaging.title'),
      standard: t('packaging.standard'),
      pouch: t('packaging.pouch'),
    },
    note: { title: t('note.title'), label: t('note.label'), save: t('note.save') },
    // Raw: the amount left is filled in on the client as the cart changes.
    freeDelivery: {
      remaining: t.raw('freeDelivery.remaining') as string,
      reached: t('freeDelivery.reached'),
    },
    discountCode: {
      title: t('discountCode.title'),
      label: t('discountCode.label'),
      apply: t('discountCode.apply'),
      remove: t.raw('discountCode.remove') as string,
      applicable: t.raw('discountCode.applicable') as string,
      notApplicable: t.raw('discountCode.notApplicable') as string,
    },
    giftCard: {
      title: t('giftCard.title'),
      label: t('giftCard.label'),
      apply: t('giftCard.apply'),
      applied: t.raw('giftCard.applied') as string,
      remove: t.raw('giftCard.remove') as string,
      moreAtCheckout: t('giftCard.moreAtCheckout'),
      paid: t.raw('giftCard.paid') as string,
    },
    amountDue: t('amountDue'),
    // Raw: a refusal's {placeholders} (the refused discount code, the minutes to wait) are filled in later.
    errors: Object.fromEntries(cartErrorCodes.map((code) => [code, tAlerts.raw(code) as string])),
  };
}
