'use client';

import { getFormProps } from '@conform-to/react';
import { CheckboxField, Field } from '@/client/forms/Field';
import { FormAlert } from '@/client/forms/FormAlert';
import { useShopForm } from '@/client/forms/useShopForm';
import styles from '@/client/forms/Form.module.css';
import { accountInformationSchema } from '@/lib/validation';
import { updateAccountAction } from '@/server/actions/account';
import { ProfileFields } from './ProfileFields';
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
 * birthday and gender (customer metafields through the Admin API, server/customer/profile.ts).
 */
export function AccountInformationForm({
  locale,
  labels,
  templates,
  details,
}: AccountFormProps & { details: AccountDetails }) {
  const { state, formAction, pending, form, fields, formRef, onSubmit } = useShopForm(
    'account-information',
    accountInformationSchema,
    updateAccountAction,
    { ...details, acceptsMarketing: details.acceptsMarketing ? 'on' : '' },
  );
  const label = (name: string) => labels[`fields.${name}`]!;
  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      data-testid="account-information-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <FormAlert form={form} state={state} templates={templates} />
      <Field
        field={fields.firstName}
        label={label('firstName')}
        autoComplete="given-name"
        templates={templates}
      />
      <Field
        field={fields.lastName}
        label={label('lastName')}
        autoComplete="family-name"
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
      <p className={styles.hint}>{labels.requiredNote}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? labels.sending : labels.save}
        </button>
      </div>
    </form>
  );
}
