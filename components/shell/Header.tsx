import Link from 'next/link';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { HeaderCart } from '@/components/cart/HeaderCart';
import { CartButtonPlaceholder } from '@/client/cart/CartButton';
import { isSellingEnabled } from '@/lib/selling';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import styles from './Header.module.css';

/**
 * spec §2.3: the logo links to the locale root; account and cart only where selling is on, the store
 * locator only where it is off. The cart is the page's one dynamic hole (it reads the cart cookie).
 */
export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const selling = isSellingEnabled({ locale });

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href={localePath(locale, '/')} className={styles.logo} aria-label={t('home')}>
          Maison Aurèle
        </Link>
        <nav className={styles.links} aria-label="Utility">
          <Link href={localePath(locale, '/search')}>{t('search')}</Link>
          {selling ? (
            <>
              <Link href={localePath(locale, '/account')}>{t('account')}</Link>
              <Suspense fallback={<CartButtonPlaceholder label={t('cart')} />}>
                <HeaderCart locale={locale} />
              </Suspense>
            </>
          ) : (
            <Link href={localePath(locale, '/store-locator')}>{t('storeLocator')}</Link>
          )}
        </nav>
      </div>
    </header>
  );
}
