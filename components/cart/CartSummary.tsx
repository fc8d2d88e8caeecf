import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CartView } from '@/lib/cart-view';
import { localeConfig, type Locale } from '@/lib/markets';
import { formatAmount, toMinorUnits, type Money } from '@/lib/money';
import { localePath } from '@/lib/routes';
import { getVisitorCart } from '@/server/cart/session';
import { cartPayload } from '@/server/cart/view';
import { isProviderUnavailable } from '@/server/provider-unavailable';
import { CartLineImage } from '@/client/cart/CartLineImage';
import { GiftCardTotals } from '@/client/cart/GiftCardTotals';
import contentsStyles from '@/client/cart/CartContents.module.css';
import lineStyles from '@/client/cart/CartLineItem.module.css';
import shared from '@/client/cart/CartSection.module.css';
import styles from './CartSummary.module.css';

/** The visitor's cart, read-only: the slide-in panel is where lines change (it needs JavaScript). */
export async function CartSummary({ locale, added }: { locale: Locale; added: boolean }) {
  const [t, tProduct] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    getTranslations({ locale, namespace: 'product' }),
  ]);
  const cart = await readCart(locale);
  const money = (value: Money) => formatAmount(value.amount, value.currencyCode, localeConfig(locale).intl);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h1 id="cart-summary-title">{t('title')}</h1>
      {/* Said over lines only: `?added=1` kept in a bookmark must not claim an add to an empty cart. */}
      {added && cart !== 'unavailable' && cart?.lines.length ? (
        <p role="status" className={styles.added} data-testid="cart-status">
          {tProduct('added')}
        </p>
      ) : null}
      {cart === 'unavailable' ? (
        <p role="alert">{t('unavailable')}</p>
      ) : !cart || cart.lines.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <ul className={contentsStyles.lines} data-testid="cart-lines">
            {cart.lines.map((line) => (
              <li key={line.id} className={`${lineStyles.line} ${styles.line}`} data-testid="cart-line">
                <CartLineImage image={line.image} />
                <div className={lineStyles.details}>
                  {line.href ? <Link href={line.href}>{line.name}</Link> : <span>{line.name}</span>}
                  {line.options.map((option) => (
                    <span key={option.name} className={shared.muted}>
                      {option.name}: {option.value}
                    </span>
                  ))}
                  <span className={shared.muted}>{t('quantity', { count: line.quantity })}</span>
                </div>
                <span className={styles.price} data-testid="line-price">
                  <span className="visually-hidden">{t('price')}</span>
                  {toMinorUnits(line.total.amount) === 0 ? t('free') : money(line.total)}
                </span>
              </li>
            ))}
          </ul>
          <dl className={contentsStyles.totals}>
            <div>
              <dt>{t('subtotal')}</dt>
              <dd data-testid="cart-subtotal">{money(cart.subtotal)}</dd>
            </div>
            {cart.total.amount !== cart.subtotal.amount || cart.giftCards.length > 0 ? (
              <div>
                <dt>{t('total')}</dt>
                <dd data-testid="cart-total">{money(cart.total)}</dd>
              </div>
            ) : null}
            {cart.giftCards.length > 0 ? (
              <GiftCardTotals
                view={cart}
                labels={{ paid: t.raw('giftCard.paid') as string, amountDue: t('amountDue') }}
                money={money}
              />
            ) : null}
          </dl>
          <a className={`button ${contentsStyles.checkout}`} href={cart.checkoutUrl} data-testid="checkout">
            {t('checkout')}
          </a>
        </>
      )}
      <Link className={styles.continue} href={localePath(locale, '/')}>
        {t('continueShopping')}
      </Link>
    </section>
  );
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
