'use client';

import { CheckboxField, Field } from '@/client/forms/Field';
import { useShopForm } from '@/client/forms/useShopForm';
import type { FormRules } from '@/lib/form-schemas';
import { updateAccountAction } from '@/server/actions/account/details';
import { NameFields, ProfileFields } from './ProfileFields';
import { AccountForm } from './AccountForm';
import type { AccountFormProps } from './types';

export interface AccountDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthday: string;
  gender: string;
  acceptsMarketing: boolean;
}

/**
 * The account page's details: name, e-mail, phone and marketing consent (Storefront customerUpdate),
 * birthday and gender (customer metafields through the Admin API, server/customer/profile.ts). The
 * current password is asked only to change the e-mail address (server/customer/email-change.ts).
 */
export function AccountInformationForm({
  locale,
  labels,
  templates,
  details,
  rules,
}: AccountFormProps & { details: AccountDetails; rules: FormRules<'accountInformation'> }) {
  const shop = useShopForm('account-information', rules, updateAccountAction, {
    defaultValue: { ...details, acceptsMarketing: details.acceptsMarketing ? 'on' : '' },
  });
  const { fields } = shop;
  const label = (name: string) => labels[`fields.${name}`]!;
  return (
    <AccountForm
      shop={shop}
      locale={locale}
      labels={labels}
      templates={templates}
      testId="account-information-form"
      submitLabel={labels.save}
    >
      <NameFields
        firstName={fields.firstName}
        lastName={fields.lastName}
        label={label}
        templates={templates}
      />
      <Field
        field={fields.email}
        label={label('email')}
        type="email"
        autoComplete="email"
        templates={templates}
      />
      <Field
        field={fields.password}
        label={labels['fields.currentPassword']!}
        type="password"
        autoComplete="current-password"
        hint={labels.emailPasswordHint}
        templates={templates}
      />
      <Field
        field={fields.phone}
        label={label('phone')}
        type="tel"
        autoComplete="tel"
        templates={templates}
      />
      <ProfileFields birthday={fields.birthday} gender={fields.gender} label={label} templates={templates} />
      <CheckboxField
        field={fields.acceptsMarketing}
        label={label('acceptsMarketing')}
        templates={templates}
      />
    </AccountForm>
  );
}
