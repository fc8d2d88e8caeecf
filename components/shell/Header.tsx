import Link from 'next/link';
import { AccountLink } from '@/client/account/AccountLink';
import { getTranslations } from 'next-intl/server';
import { HeaderCart } from '@/components/cart/HeaderCart';
import { HeaderSearch } from '@/client/search/HeaderSearch';
import { MegaMenu } from '@/client/shell/MegaMenu';
import { searchFormLabels } from '@/components/search/search-labels';
import { MobileMenu } from '@/client/shell/MobileMenu';
import { isSellingEnabled } from '@/lib/selling';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { getGlobalDocuments } from '@/server/prismic/global';
import { menuEntries, rightLinks } from './navigation';
import styles from './Header.module.css';

/**
 * spec §2.3: left links (with mega panels), centred logo linking to the locale root, right links, search,
 * account and cart where selling is on, the store locator where it is off. Below lg the menu moves into a
 * side panel. Nothing here depends on the visitor: the cart island reads the cart from the browser.
 */
export async function Header({ locale }: { locale: Locale }) {
  const [t, tSearch, searchLabels, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'search' }),
    searchFormLabels(locale),
    getGlobalDocuments(locale),
  ]);
  const selling = isSellingEnabled({ locale, settings: globals.selling });
  const entries = menuEntries(globals.navigation);
  const storeLocatorHref = localePath(locale, '/store-locator');
  // spec §2.3, §6: the store locator shows only where selling is off, as its own icon link; an editor's
  // "Stores" item is left out everywhere (it would repeat the icon, or break the rule where selling is on).
  const right = rightLinks(globals.navigation).filter((link) => link.href !== storeLocatorHref);
  const searchHref = localePath(locale, '/search');
  const accountHref = localePath(locale, '/account');

  return (
    <header className={styles.header} data-shell-header>
      <div className={styles.bar}>
        <div className={styles.left}>
          <MobileMenu
            entries={entries}
            extraLinks={right}
            bottomLinks={[
              { label: t('search'), href: searchHref },
              ...(selling ? [{ label: t('account'), href: accountHref }] : []),
            ]}
            labels={{
              open: t('openMenu'),
              close: t('closeMenu'),
              back: t('back'),
              title: t('menu'),
              seeAll: t('seeAll', { item: '{item}' }),
            }}
          />
          <MegaMenu
            entries={entries}
            label={t('mainNavigation')}
            seeAllLabel={t('seeAll', { item: '{item}' })}
          />
        </div>
        <Link href={localePath(locale, '/')} className={styles.logo} aria-label={t('home')}>
          Maison Aurèle
        </Link>
        <nav className={styles.links} aria-label={t('utilityNavigation')}>
          {right.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={styles.desktopOnly}
              style={link.color ? { color: link.color } : undefined}
            >
              {link.label}
            </Link>
          ))}
          <HeaderSearch
            locale={locale}
            href={searchHref}
            label={t('search')}
            closeLabel={tSearch('close')}
            className={styles.desktopOnly}
            formLabels={searchLabels}
          />
          {selling ? (
            <>
              <AccountLink
                locale={locale}
                href={accountHref}
                className={styles.account}
                labels={{
                  account: t('account'),
                  myAccount: t('myAccount'),
                  hello: t.raw('hello') as string,
                  logout: t('logout'),
                }}
              />
              <HeaderCart locale={locale} />
            </>
          ) : (
            <Link href={storeLocatorHref} className={styles.storeLocator}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={styles.icon}>
                <path
                  d="M10 18s6-5.6 6-10a6 6 0 1 0-12 0c0 4.4 6 10 6 10Zm0-7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                />
              </svg>
              <span className={styles.storeLocatorLabel}>{t('storeLocator')}</span>
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
