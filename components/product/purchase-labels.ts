import { getTranslations } from 'next-intl/server';
import type { PurchaseVariant } from '@/client/product/ProductPurchase';
import type { Locale } from '@/lib/markets';

/** The purchase island's texts: client components get their strings as props (no client i18n runtime). */
export async function purchaseLabels(locale: Locale, variants: readonly PurchaseVariant[]) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const tAlerts = await getTranslations({ locale, namespace: 'alerts' });
  const tError = await getTranslations({ locale, namespace: 'error' });
  return {
    addToCart: t('addToCart'),
    adding: t('adding'),
    added: t('added'),
    soldOut: t('soldOut'),
    compareAtPrice: t('compareAtPrice'),
    price: t('price'),
    comingSoon: t('comingSoonNotice'),
    errors: {
      SERVER_ERROR: tAlerts('SERVER_ERROR'),
      INVALID: tAlerts('INVALID'),
      VARIANT_STOCK_UNAVAILABLE: tAlerts('VARIANT_STOCK_UNAVAILABLE'),
      MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT: tAlerts('MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT'),
      NO_MORE_PRODUCTS_AVAILABLE: tAlerts('NO_MORE_PRODUCTS_AVAILABLE'),
    },
    discount: Object.fromEntries(
      variants.flatMap((v) =>
        v.discountPercent ? [[v.id, t('discount', { percent: v.discountPercent })]] : [],
      ),
    ),
    youSave: Object.fromEntries(
      variants.flatMap((v) => (v.discountAmount ? [[v.id, t('youSave', { amount: v.discountAmount })]] : [])),
    ),
    stockAlert: {
      toggle: t('stockAlert.toggle'),
      title: t('stockAlert.title'),
      variant: t('stockAlert.variant'),
      email: t('stockAlert.email'),
      submit: t('stockAlert.submit'),
      sending: t('stockAlert.sending'),
      success: t('stockAlert.success'),
      errors: {
        'error.email': tError('email'),
        'error.emailRequired': tError('emailRequired'),
        'error.pattern': tError('pattern'),
        SERVER_ERROR: tAlerts('SERVER_ERROR'),
      },
    },
  };
}
