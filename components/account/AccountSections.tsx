import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountInformationForm } from '@/client/account/AccountInformationForm';
import { PasswordChangeForm } from '@/client/account/PasswordChangeForm';
import { accountSectionOf, accountSections, type AccountSection } from '@/lib/account';
import { formRules } from '@/lib/form-schemas';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { logoutAction } from '@/server/actions/account/sign-in';
import { customerAccessToken } from '@/server/customer/session';
import { orderGid } from '@/server/customer/orders';
import { getCustomerAccount } from '@/server/shopify/customer';
import { AddressBookSection } from './AddressBookSection';
import { OrderDetail } from './OrderDetail';
import { OrdersSection } from './OrdersSection';
import { ReturnSection } from './ReturnSection';
import type { FormProps } from './AuthPage';
import styles from './Account.module.css';
import { partWhenAvailable } from '@/components/when-available';

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

type Query = Record<string, string | string[] | undefined>;

/**
 * The account page's per-customer part (spec §2.1 `section`): read per request from the session cookie,
 * never cached (the Storefront fetch is no-store). The page around it is the same for everyone. A
 * provider that cannot answer leaves the page's title and chrome: the error block takes the part's
 * place, or the section's once the customer is read (the sections are called, so their reads are caught).
 */
export async function AccountSections(props: { locale: Locale; query: Query; form: FormProps }) {
  return partWhenAvailable(props.locale, () => CustomerPart(props));
}

async function CustomerPart({ locale, query, form }: { locale: Locale; query: Query; form: FormProps }) {
  const section: AccountSection = accountSectionOf(query.section);
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
        {await partWhenAvailable(locale, async () => (
          <>
            {section === 'orders'
              ? orderGid(query.order)
                ? await OrderDetail({
                    locale,
                    customerId: customer.id,
                    orderId: orderGid(query.order)!,
                    returned: query.status === 'returned',
                  })
                : await OrdersSection({ locale, token, query })
              : null}
            {section === 'account_informations' ? (
              <>
                <h3>{t('informations.details')}</h3>
                <AccountInformationForm
                  {...form}
                  rules={formRules('accountInformation')}
                  details={{
                    firstName: customer.firstName ?? '',
                    lastName: customer.lastName ?? '',
                    email: customer.email ?? '',
                    phone: customer.phone ?? '',
                    birthday: customer.birthday?.value ?? '',
                    gender: customer.gender?.value ?? '',
                    acceptsMarketing: customer.acceptsMarketing,
                  }}
                />
                <h3>{t('informations.password')}</h3>
                <PasswordChangeForm {...form} rules={formRules('passwordChange')} />
              </>
            ) : null}
            {section === 'address_book' ? await AddressBookSection({ locale, token, query, form }) : null}
            {section === 'return_product'
              ? await ReturnSection({
                  locale,
                  customer: { id: customer.id, token },
                  order: query.order,
                  form,
                })
              : null}
          </>
        ))}
      </section>
    </div>
  );
}
