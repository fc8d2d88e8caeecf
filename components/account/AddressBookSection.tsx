import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AddressForm } from '@/client/account/AddressForm';
import { addressLines, countryNamer, countryOptions } from '@/lib/countries';
import { formRules } from '@/lib/form-schemas';
import { localeConfig, type Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { addressBookLimit } from '@/lib/validation/address-book';
import { deleteAddressAction, makeDefaultAddressAction } from '@/server/actions/address-book';
import { readAddressNames } from '@/server/customer/address-names';
import { getCustomerAddresses, type CustomerAddress } from '@/server/shopify/customer-addresses';
import type { FormProps } from './AuthPage';
import styles from './Account.module.css';

type Query = Record<string, string | string[] | undefined>;

/** Which address a control acts on, for screen readers: the visible text stays first (WCAG 2.5.3). */
function Named({ name }: { name: string }) {
  return <span className="visually-hidden"> ({name})</span>;
}

const numberOf = (id: string) => /MailingAddress\/(\d+)/.exec(id)?.[1] ?? '';

/** The address form's values for an address of the book (spec §3 Address, §5 field names). */
function formValues(address: CustomerAddress, name: string): Record<string, string> {
  return {
    addressName: name,
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company ?? '',
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    city: address.city ?? '',
    zip: address.zip ?? '',
    country: address.countryCodeV2 ?? '',
    region: address.province ?? '',
    phone: address.phone ?? '',
  };
}

/**
 * spec §2.1 account `address_book`: up to 20 addresses and the default one; add (`&edit=new`), edit
 * (`&edit={id}`), delete and make default. Every control is a link or a form, so the book works
 * without JavaScript; the address form is an island that validates as the shopper types.
 */
export async function AddressBookSection({
  locale,
  token,
  query,
  form,
}: {
  locale: Locale;
  token: string;
  query: Query;
  form: FormProps;
}) {
  const t = await getTranslations({ locale, namespace: 'account.addresses' });
  const book = await getCustomerAddresses(token);
  const addresses = book?.addresses.nodes ?? [];
  const names = readAddressNames(book?.addressNames?.value);
  const bookPath = `${localePath(locale, '/account')}?section=address_book`;
  const status = typeof query.status === 'string' ? query.status : null;
  const editing = query.edit === 'new' ? 'new' : addresses.find((a) => numberOf(a.id) === query.edit);
  const full = addresses.length >= addressBookLimit;
  const nameOf = (address: CustomerAddress) => names[address.id] || address.address1 || '';
  const countryName = countryNamer(locale);

  if (editing && !(editing === 'new' && full)) {
    const isNew = editing === 'new';
    return (
      <div>
        <h3>{isNew ? t('new') : t('editTitle')}</h3>
        <AddressForm
          {...form}
          rules={formRules('address')}
          addressId={isNew ? null : editing.id}
          countries={countryOptions(locale)}
          defaultValue={
            isNew
              ? { country: localeConfig(locale).contextCountry }
              : formValues(editing, names[editing.id] ?? '')
          }
          cancelHref={bookPath}
        />
      </div>
    );
  }

  return (
    <div>
      {status === 'saved' || status === 'deleted' ? (
        <p className={styles.notice} role="status">
          {t(status)}
        </p>
      ) : null}
      {status === 'failed' ? (
        <p className={styles.problem} role="alert">
          {t('failed')}
        </p>
      ) : null}
      {addresses.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className={styles.addresses} data-testid="addresses">
        {addresses.map((address) => {
          const isDefault = book?.defaultAddress?.id === address.id;
          const name = nameOf(address);
          return (
            <li key={address.id} className={styles.address}>
              <h4>
                {name}
                {isDefault ? <span className={styles.badge}>{t('default')}</span> : null}
              </h4>
              <address>
                {[
                  `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
                  ...addressLines(address, countryName),
                ].map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
              <div className={styles.addressActions}>
                <Link href={`${bookPath}&edit=${numberOf(address.id)}`}>
                  {t('edit')}
                  <Named name={name} />
                </Link>
                {isDefault ? null : (
                  <form action={makeDefaultAddressAction}>
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="id" value={address.id} />
                    <button type="submit">
                      {t('makeDefault')}
                      <Named name={name} />
                    </button>
                  </form>
                )}
                <form action={deleteAddressAction}>
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="id" value={address.id} />
                  <button type="submit">
                    {t('delete')}
                    <Named name={name} />
                  </button>
                </form>
              </div>
            </li>
          );
        })}
      </ul>
      {full ? (
        <p>{t('full', { limit: addressBookLimit })}</p>
      ) : (
        <p>
          <Link href={`${bookPath}&edit=new`} className="button" data-testid="add-address">
            {t('add')}
          </Link>
        </p>
      )}
    </div>
  );
}
