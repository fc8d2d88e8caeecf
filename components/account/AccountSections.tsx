import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountInformationForm } from '@/client/account/AccountInformationForm';
import { PasswordChangeForm } from '@/client/account/PasswordChangeForm';
import { accountSectionOf, accountSections, type AccountSection } from '@/lib/account';
import { localeConfig, type Locale } from '@/lib/markets';
import { formatAmount } from '@/lib/money';
import { localePath } from '@/lib/routes';
import { logoutAction } from '@/server/actions/account';
import { customerAccessToken } from '@/server/cart/customer-session';
import { getCustomerAccount, type CustomerAccount } from '@/server/shopify/customer';
import type { FormProps } from './AuthPage';
import styles from './Account.module.css';

function LogoutForm({ locale, label }: { locale: Locale; label: string }) {
  return (
    <form action={logoutAction} className={styles.logout}>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" data-testid="logout">
        {label}
      </button>
    </form>
  );
}

async function Orders({ locale, customer }: { locale: Locale; customer: CustomerAccount }) {
  const t = await getTranslations({ locale, namespace: 'account.orders' });
  const { intl } = localeConfig(locale);
  const dates = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  const orders = customer.orders.nodes;
  if (orders.length === 0) return <p>{t('empty')}</p>;
  return (
    <table className={styles.orders} data-testid="orders">
      <thead>
        <tr>
          <th scope="col">{t('number')}</th>
          <th scope="col">{t('date')}</th>
          <th scope="col">{t('status')}</th>
          <th scope="col">{t('total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">{order.name}</th>
            <td>
              <time dateTime={order.processedAt}>{dates.format(new Date(order.processedAt))}</time>
            </td>
            <td>{order.fulfillmentStatus.replace(/_/g, ' ').toLowerCase()}</td>
            <td>
              {formatAmount(order.currentTotalPrice.amount, order.currentTotalPrice.currencyCode, intl)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The account page's per-customer part (spec §2.1 `section`): read per request from the session cookie,
 * never cached (the Storefront fetch is no-store). The page around it is the same for everyone.
 */
export async function AccountSections({
  locale,
  section: sectionParam,
  form,
}: {
  locale: Locale;
  section: unknown;
  form: FormProps;
}) {
  const section: AccountSection = accountSectionOf(sectionParam);
  const t = await getTranslations({ locale, namespace: 'account' });
  const token = await customerAccessToken();
  if (!token)
    redirect(`${localePath(locale, '/login')}?back=${encodeURIComponent(localePath(locale, '/account'))}`);
  const customer = await getCustomerAccount(token);
  if (!customer) {
    // The token no longer works (a password changed elsewhere): say so, and let the cookie go.
    return (
      <div className={styles.section} role="status">
        <p>{t('sessionEnded')}</p>
        <LogoutForm locale={locale} label={t('login')} />
      </div>
    );
  }
  const accountPath = localePath(locale, '/account');
  return (
    <div className={styles.account}>
      <nav aria-label={t('sectionsLabel')} className={styles.nav}>
        <p>{t('hello', { name: customer.firstName || customer.displayName })}</p>
        <ul>
          {accountSections.map((name) => (
            <li key={name}>
              <Link
                href={`${accountPath}?section=${name}`}
                aria-current={name === section ? 'page' : undefined}
              >
                {t(`sections.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
        <LogoutForm locale={locale} label={t('logout')} />
      </nav>
      <section
        className={styles.section}
        aria-labelledby="account-section"
        data-testid={`section-${section}`}
      >
        <h2 id="account-section">{t(`sections.${section}`)}</h2>
        {section === 'orders' ? <Orders locale={locale} customer={customer} /> : null}
        {section === 'account_informations' ? (
          <>
            <h3>{t('informations.details')}</h3>
            <AccountInformationForm
              {...form}
              details={{
                firstName: customer.firstName ?? '',
                lastName: customer.lastName ?? '',
                email: customer.email ?? '',
                phone: customer.phone ?? '',
                acceptsMarketing: customer.acceptsMarketing,
              }}
            />
            <h3>{t('informations.password')}</h3>
            <PasswordChangeForm {...form} />
          </>
        ) : null}
        {section === 'address_book' || section === 'return_product' ? <p>{t('comingSoon')}</p> : null}
      </section>
    </div>
  );
}
