import { getTranslations } from 'next-intl/server';
import { CartPanel } from '@/client/cart/CartPanel';
import type { CartLabels } from '@/client/cart/labels';
import { localeConfig, type Locale } from '@/lib/markets';
import { pluralTemplates } from '@/lib/plural';
import { pouchVariantId, sampleOffers } from '@/server/cart/view';
import { getCartOffers } from '@/server/shopify/cart';

/**
 * The header's cart button and panel. Static like the rest of the page: the visitor's cart is read
 * by the panel from the browser (GET /api/cart), so no page render depends on a cookie.
 */
export async function HeaderCart({ locale }: { locale: Locale }) {
  const { intl } = localeConfig(locale);
  const [offers, t, tHeader, tAlerts] = await Promise.all([
    getCartOffers(locale).catch(() => null),
    getTranslations({ locale, namespace: 'cart' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'alerts' }),
  ]);
  const errorCodes = [
    'SERVER_ERROR',
    'VARIANT_STOCK_UNAVAILABLE',
    'MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT',
    'NO_MORE_PRODUCTS_AVAILABLE',
    'INVALID',
    'NOT_FOUND',
    'CART_LINES_LIMIT',
    'DISCOUNT_CODE_NOT_APPLICABLE',
    'GIFT_CARD_NOT_APPLICABLE',
    'TOO_MANY_REQUESTS',
    'REFUSED',
  ] as const;
  const labels: CartLabels = {
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
    // Raw: a refusal's {placeholders} (the refused discount code) are filled in on the client.
    errors: Object.fromEntries(errorCodes.map((code) => [code, tAlerts.raw(code) as string])),
  };

  return (
    <CartPanel
      locale={locale}
      intl={intl}
      samples={offers ? sampleOffers(offers) : []}
      pouchOffered={offers ? pouchVariantId(offers) !== null : false}
      labels={labels}
    />
  );
}
