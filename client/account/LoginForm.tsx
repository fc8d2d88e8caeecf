'use client';

import { Field } from '@/client/forms/Field';
import { BotCheck } from '@/client/forms/BotCheck';
import { usePageQuery } from '@/client/forms/usePageQuery';
import { useShopForm } from '@/client/forms/useShopForm';
import type { FormRules } from '@/lib/form-schemas';
import { loginAction } from '@/server/actions/account/sign-in';
import { AccountForm } from './AccountForm';
import type { AccountFormProps } from './types';

/**
 * Log-in (customerAccessTokenCreate). `back` (the page's query) is where the guard found the visitor;
 * the action checks it (lib/account afterLoginPath).
 */
export function LoginForm({
  locale,
  labels,
  templates,
  rules,
}: AccountFormProps & { rules: FormRules<'login'> }) {
  const guardBack = usePageQuery('back');
  const privateBack = usePageQuery('redirectUrl');
  const back = guardBack || privateBack;
  const shop = useShopForm('login', rules, loginAction);
  const { fields } = shop;
  return (
    <AccountForm
      shop={shop}
      locale={locale}
      labels={labels}
      templates={templates}
      testId="login-form"
      submitLabel={labels.login}
      hidden={{ back }}
    >
      <Field
        field={fields.email}
        label={labels['fields.email']!}
        type="email"
        autoComplete="email"
        templates={templates}
      />
      <Field
        field={fields.password}
        label={labels['fields.password']!}
        type="password"
        autoComplete="current-password"
        templates={templates}
      />
      <BotCheck action="log_in" templates={templates} resetKey={shop.state} />
    </AccountForm>
  );
}
