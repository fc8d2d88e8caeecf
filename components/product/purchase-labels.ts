import { getTranslations } from 'next-intl/server';
import type { PurchaseVariant } from '@/client/product/ProductPurchase';
import { localeConfig, type Locale } from '@/lib/markets';
import { formatDiscountPercent } from '@/lib/money';
import { botCheckTemplates } from '@/server/forms/templates';

/** What every add-to-cart control says: its states and the refusals of spec §8. */
export async function addToCartLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const tAlerts = await getTranslations({ locale, namespace: 'alerts' });
  return {
    addToCart: t('addToCart'),
    adding: t('adding'),
    added: t('added'),
    soldOut: t('soldOut'),
    errors: {
      SERVER_ERROR: tAlerts('SERVER_ERROR'),
      INVALID: tAlerts('INVALID'),
      VARIANT_STOCK_UNAVAILABLE: tAlerts('VARIANT_STOCK_UNAVAILABLE'),
      OPTIONS_NOT_OFFERED: tAlerts('OPTIONS_NOT_OFFERED'),
      MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT: tAlerts('MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT'),
      NO_MORE_PRODUCTS_AVAILABLE: tAlerts('NO_MORE_PRODUCTS_AVAILABLE'),
      CART_LINES_LIMIT: tAlerts('CART_LINES_LIMIT'),
      REFUSED: tAlerts('REFUSED'),
      GIFT_CARD_RECIPIENT_INVALID: tAlerts('GIFT_CARD_RECIPIENT_INVALID'),
    },
  };
}

/** The purchase island's texts: client components get their strings as props (no client i18n runtime). */
export async function purchaseLabels(locale: Locale, variants: readonly PurchaseVariant[]) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const tError = await getTranslations({ locale, namespace: 'error' });
  const tAlerts = await getTranslations({ locale, namespace: 'alerts' });
  const addToCart = await addToCartLabels(locale);
  const { intl } = localeConfig(locale);
  return {
    ...addToCart,
    compareAtPrice: t('compareAtPrice'),
    price: t('price'),
    comingSoon: t('comingSoonNotice'),
    discount: Object.fromEntries(
      variants.flatMap((v) =>
        v.discountPercent ? [[v.id, formatDiscountPercent(v.discountPercent, intl)]] : [],
      ),
    ),
    youSave: Object.fromEntries(
      variants.flatMap((v) => (v.discountAmount ? [[v.id, t('youSave', { amount: v.discountAmount })]] : [])),
    ),
    lowStock: Object.fromEntries(
      variants.flatMap((v) => (v.lowStock ? [[v.id, t('lowStock', { count: v.lowStock })]] : [])),
    ),
    stockAlert: {
      toggle: t('stockAlert.toggle'),
      title: t('stockAlert.title'),
      variant: t('stockAlert.variant'),
      email: t('stockAlert.email'),
      submit: t('stockAlert.submit'),
      sending: t('stockAlert.sending'),
      success: t('stockAlert.success'),
      subscribed: t.raw('stockAlert.subscribed') as string,
      errors: {
        'error.email': tError('email'),
        'error.emailRequired': tError('emailRequired'),
        'error.pattern': tError('pattern'),
        SERVER_ERROR: addToCart.errors.SERVER_ERROR,
        TOO_MANY_REQUESTS: tAlerts('TOO_MANY_REQUESTS', { minutes: '{minutes}' }),
        GOOGLE_RECAPTCHA_ERROR: tAlerts('GOOGLE_RECAPTCHA_ERROR'),
        // The bot check's words.
        ...(await botCheckTemplates(locale)),
      },
    },
  };
}
