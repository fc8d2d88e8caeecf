'use client';

import { Field } from '@/client/forms/Field';
import { useShopForm } from '@/client/forms/useShopForm';
import type { FormRules } from '@/lib/form-schemas';
import { changePasswordAction } from '@/server/actions/account/details';
import { AccountForm } from './AccountForm';
import type { AccountFormProps } from './types';

/** The password change: the current password, then the new one twice. */
export function PasswordChangeForm({
  locale,
  labels,
  templates,
  rules,
}: AccountFormProps & { rules: FormRules<'passwordChange'> }) {
  const shop = useShopForm('password-change', rules, changePasswordAction);
  const { fields } = shop;
  return (
    <AccountForm
      shop={shop}
      locale={locale}
      labels={labels}
      templates={templates}
      testId="password-change-form"
      submitLabel={labels.changePassword}
      requiredNote={false}
    >
      <Field
        field={fields.password}
        label={labels['fields.currentPassword']!}
        type="password"
        autoComplete="current-password"
        templates={templates}
      />
      <Field
        field={fields.newPassword}
        label={labels['fields.newPassword']!}
        type="password"
        autoComplete="new-password"
        hint={labels.passwordHint}
        templates={templates}
      />
      <Field
        field={fields.repeatNewPassword}
        label={labels['fields.repeatNewPassword']!}
        type="password"
        autoComplete="new-password"
        templates={templates}
      />
    </AccountForm>
  );
}
