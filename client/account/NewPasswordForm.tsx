'use client';

import { Field } from '@/client/forms/Field';
import { usePageQuery } from '@/client/forms/usePageQuery';
import { useShopForm } from '@/client/forms/useShopForm';
import type { FormRules } from '@/lib/form-schemas';
import { enableAccountAction, resetPasswordAction } from '@/server/actions/account/password-reset';
import { AccountForm } from './AccountForm';
import type { AccountFormProps } from './types';

/**
 * A password chosen from an e-mailed link: a reset (customerResetByUrl) or an activation
 * (customerActivateByUrl). The link's id and token (the page's query) travel as hidden fields; each
 * link works once.
 */
export function NewPasswordForm({
  locale,
  labels,
  templates,
  purpose,
  rules,
}: AccountFormProps & { purpose: 'reset' | 'activate'; rules: FormRules<'newPassword'> }) {
  const id = usePageQuery('id');
  const token = usePageQuery('token');
  const shop = useShopForm(
    `${purpose}-password`,
    rules,
    purpose === 'reset' ? resetPasswordAction : enableAccountAction,
  );
  const { fields } = shop;
  return (
    <AccountForm
      shop={shop}
      locale={locale}
      labels={labels}
      templates={templates}
      testId="new-password-form"
      submitLabel={purpose === 'reset' ? labels.setPassword : labels.activate}
      hidden={{ id, token }}
    >
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
