'use client';

import Link from 'next/link';
import { CheckboxField, Field, SelectField } from '@/client/forms/Field';
import { useShopForm } from '@/client/forms/useShopForm';
import type { CountryOption } from '@/lib/countries';
import type { FormRules } from '@/lib/form-schemas';
import { saveAddressAction } from '@/server/actions/address-book';
import { AccountForm } from './AccountForm';
import { NameFields } from './ProfileFields';
import type { AccountFormProps } from './types';

/**
 * The address form (spec §3 Address, §5 field names and rules): a new address, or the one named by
 * `addressId`. The countries come from the server, named in the page's language (countries-input-list).
 */
export function AddressForm({
  locale,
  labels,
  templates,
  addressId,
  countries,
  defaultValue,
  cancelHref,
  rules,
}: AccountFormProps & {
  addressId: string | null;
  countries: CountryOption[];
  defaultValue: Record<string, string>;
  cancelHref: string;
  rules: FormRules<'address'>;
}) {
  const shop = useShopForm('address', rules, saveAddressAction, { defaultValue });
  const { fields } = shop;
  const label = (name: string) => labels[`fields.${name}`]!;
  return (
    <AccountForm
      shop={shop}
      locale={locale}
      labels={labels}
      templates={templates}
      testId="address-form"
      submitLabel={labels.save}
      hidden={{ id: addressId }}
      actions={<Link href={cancelHref}>{labels['addresses.cancel']}</Link>}
    >
      <Field
        field={fields.addressName}
        label={label('addressName')}
        templates={templates}
        hint={labels['addresses.nameHint']}
      />
      <NameFields
        firstName={fields.firstName}
        lastName={fields.lastName}
        label={label}
        templates={templates}
      />
      <Field
        field={fields.company}
        label={label('company')}
        autoComplete="organization"
        templates={templates}
      />
      <Field
        field={fields.address1}
        label={label('address1')}
        autoComplete="address-line1"
        templates={templates}
      />
      <Field
        field={fields.address2}
        label={label('address2')}
        autoComplete="address-line2"
        templates={templates}
      />
      <Field field={fields.zip} label={label('zip')} autoComplete="postal-code" templates={templates} />
      <Field field={fields.city} label={label('city')} autoComplete="address-level2" templates={templates} />
      <Field
        field={fields.region}
        label={label('region')}
        autoComplete="address-level1"
        templates={templates}
      />
      <SelectField
        field={fields.country}
        label={label('country')}
        options={countries.map(({ code, name }) => ({ value: code, label: name }))}
        templates={templates}
      />
      <Field
        field={fields.phone}
        label={label('phone')}
        type="tel"
        autoComplete="tel"
        templates={templates}
      />
      <CheckboxField field={fields.defaultAddress} label={label('defaultAddress')} templates={templates} />
    </AccountForm>
  );
}
