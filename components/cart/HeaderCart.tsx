import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CartPanel } from '@/client/cart/CartPanel';
import { cartBadgeCount, checkoutUrlWithLocale } from '@/lib/cart';
import type { Locale } from '@/lib/markets';
import { formatPrice } from '@/lib/money';
import { productPath } from '@/lib/routes';
import { removeCartLineAction } from '@/server/actions/cart';
import { getVisitorCart } from '@/server/cart/session';
import { StorefrontRequestError } from '@/server/shopify/client';
import styles from './HeaderCart.module.css';

export async function HeaderCart({ locale }: { locale: Locale }) {
  const [cart, t, tHeader] = await Promise.all([
    // A failing Storefront must not take the page down with it: the cart then shows as unavailable.
    getVisitorCart(locale).catch((error: unknown) => {
      if (!(error instanceof StorefrontRequestError)) throw error;
      console.error('[cart] unavailable:', error.message);
      return 'unavailable' as const;
    }),
    getTranslations({ locale, namespace: 'cart' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  if (cart === 'unavailable') {
    return (
      <CartPanel count={null} buttonLabel={t('title')} title={t('title')} closeLabel={t('close')}>
        <p role="alert">{t('unavailable')}</p>
      </CartPanel>
    );
  }
  const lines = cart?.lines.nodes ?? [];
  const count = cart ? cartBadgeCount(lines, cart.attributes) : 0;

  return (
    <CartPanel
      count={count}
      buttonLabel={tHeader('cartWithCount', { count: count ?? 0 })}
      title={t('title')}
      closeLabel={t('close')}
    >
      {!cart || lines.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <ul className={styles.lines} data-testid="cart-lines">
            {lines.map((line) => {
              const variant = line.merchandise;
              return (
                <li key={line.id} className={styles.line}>
                  {variant.image ? (
                    <Image
                      src={variant.image.url}
                      alt={variant.image.altText ?? ''}
                      width={96}
                      height={120}
                      sizes="96px"
                      className={styles.image}
                    />
                  ) : null}
                  <div className={styles.details}>
                    <Link
                      href={productPath(locale, variant.product.contentType?.value, variant.product.handle)}
                    >
                      {variant.product.title}
                    </Link>
                    <span>{variant.title}</span>
                    <span>{t('quantity', { quantity: line.quantity })}</span>
                    <span>{formatPrice(line.cost.totalAmount, locale)}</span>
                    <form action={removeCartLineAction}>
                      <input type="hidden" name="locale" value={locale} />
                      <input type="hidden" name="lineId" value={line.id} />
                      <button type="submit" className={styles.remove}>
                        {t('remove')}
                      </button>
                    </form>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className={styles.subtotal}>
            <span>{t('subtotal')}</span>
            <strong data-testid="cart-subtotal">{formatPrice(cart.cost.subtotalAmount, locale)}</strong>
          </p>
          <a className="button" href={checkoutUrlWithLocale(cart.checkoutUrl, locale)} data-testid="checkout">
            {t('checkout')}
          </a>
        </>
      )}
    </CartPanel>
  );
}
