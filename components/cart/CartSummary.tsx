import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CartNotice } from '@/lib/cart-form';
import type { CartView } from '@/lib/cart-view';
import { localeConfig, type Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { getVisitorCart } from '@/server/cart/session';
import { cartOffers } from '@/server/cart/offers';
import { cartPayload } from '@/server/cart/view';
import { isProviderUnavailable } from '@/server/provider-unavailable';
import { CartPageView } from '@/client/cart/CartPageView';
import { fill, refusalMessage, type CartLabels } from '@/client/cart/labels';
import { cartLabels } from './cart-labels';
import styles from './CartSummary.module.css';

/**
 * The visitor's cart as a page: the panel's cart view, whose forms also post without JavaScript, and
 * after such a post what came of it (the notice of the redirect's query, lib/cart-form.ts).
 */
export async function CartSummary({
  locale,
  added,
  notice,
}: {
  locale: Locale;
  added: boolean;
  notice: CartNotice | null;
}) {
  const [t, tProduct, labels, offers, cart] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    getTranslations({ locale, namespace: 'product' }),
    cartLabels(locale),
    cartOffers(locale),
    readCart(locale),
  ]);
  const hasLines = cart !== 'unavailable' && Boolean(cart?.lines.length);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h1 id="cart-summary-title">{t('title')}</h1>
      {/* Said over lines only: `?added=1` kept in a bookmark must not claim an add to an empty cart. */}
      {added && hasLines ? (
        <p role="status" className={styles.notice} data-testid="cart-status">
          {tProduct('added')}
        </p>
      ) : null}
      {notice?.kind === 'changed' ? (
        <p role="status" className={styles.notice} data-testid="cart-status">
          {notice.intent === 'giftMessage' ? labels.giftMessage.added : labels.updated}
        </p>
      ) : notice?.kind === 'refused' ? (
        <p role="alert" className={styles.notice} data-testid="cart-page-alert">
          {refusalText(notice, labels)}
        </p>
      ) : null}
      {cart === 'unavailable' ? (
        <p role="alert">{t('unavailable')}</p>
      ) : (
        <CartPageView
          locale={locale}
          intl={localeConfig(locale).intl}
          cart={cart}
          {...offers}
          labels={labels}
        />
      )}
      <Link className={styles.continue} href={localePath(locale, '/')}>
        {t('continueShopping')}
      </Link>
    </section>
  );
}

/** The same words as the panel's alert for the same refusal. */
function refusalText(notice: Extract<CartNotice, { kind: 'refused' }>, labels: CartLabels): string {
  if (notice.code === 'NOT_FOUND') return labels.stale;
  const text = refusalMessage(labels.errors, notice.code, notice.retryAfter);
  return fill(text, notice.discountCode ? { code: notice.discountCode } : {});
}

async function readCart(locale: Locale): Promise<CartView | null | 'unavailable'> {
  try {
    return cartPayload(await getVisitorCart(locale), locale).cart;
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.error('[cart] unavailable:', error.message);
    return 'unavailable';
  }
}
