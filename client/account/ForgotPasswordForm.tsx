'use client';

import { Field } from '@/client/forms/Field';
import { BotCheck } from '@/client/forms/BotCheck';
import { useShopForm } from '@/client/forms/useShopForm';
import type { FormRules } from '@/lib/form-schemas';
import { forgotPasswordAction } from '@/server/actions/account/password-reset';
import { AccountForm } from './AccountForm';
import type { AccountFormProps } from './types';

/** Forgotten password (customerRecover): the same answer for any address (docs/adr/0009). */
export function ForgotPasswordForm({
  locale,
  labels,
  templates,
  rules,
}: AccountFormProps & { rules: FormRules<'forgotPassword'> }) {
  const shop = useShopForm('forgot-password', rules, forgotPasswordAction);
  const { fields } = shop;
  return (
    <AccountForm
      shop={shop}
      locale={locale}
      labels={labels}
      templates={templates}
      testId="forgot-password-form"
      submitLabel={labels.send}
    >
      <Field
        field={fields.email}
        label={labels['fields.email']!}
        type="email"
        autoComplete="email"
        templates={templates}
      />
      <BotCheck action="recovery" templates={templates} resetKey={shop.state} />
    </AccountForm>
  );
}
