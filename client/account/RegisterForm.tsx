'use client';

import { CheckboxField, Field } from '@/client/forms/Field';
import { BotCheck } from '@/client/forms/BotCheck';
import { useShopForm } from '@/client/forms/useShopForm';
import type { FormRules } from '@/lib/form-schemas';
import { successText } from '@/lib/forms';
import { localePath } from '@/lib/routes';
import { registerAction } from '@/server/actions/account/sign-up';
import { NameFields, ProfileFields } from './ProfileFields';
import { AccountForm } from './AccountForm';
import { SignUpDone } from './SignUpDone';
import type { AccountFormProps } from './types';

/**
 * Sign-up (customerCreate): spec §5 fields and checkbox presets; the answer never tells an address is
 * taken. Once it succeeds, its message and a link onward replace the form.
 */
export function RegisterForm({
  locale,
  labels,
  templates,
  rules,
}: AccountFormProps & { rules: FormRules<'register'> }) {
  const shop = useShopForm('register', rules, registerAction);
  const { fields } = shop;
  const label = (name: string) => labels[`fields.${name}`]!;
  const done = successText(shop.state, templates);
  if (done) {
    return <SignUpDone message={done} href={localePath(locale, '/')} label={labels.continueShopping!} />;
  }
  return (
    <AccountForm
      shop={shop}
      locale={locale}
      labels={labels}
      templates={templates}
      testId="register-form"
      submitLabel={labels.register}
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
        label={label('password')}
        type="password"
        autoComplete="new-password"
        hint={labels.passwordHint}
        templates={templates}
      />
      <Field
        field={fields.repeatPassword}
        label={label('repeatPassword')}
        type="password"
        autoComplete="new-password"
        templates={templates}
      />
      <ProfileFields birthday={fields.birthday} gender={fields.gender} label={label} templates={templates} />
      <CheckboxField field={fields.acceptTerms} label={label('acceptTerms')} templates={templates} />
      <CheckboxField field={fields.acceptPrivacy} label={label('acceptPrivacy')} templates={templates} />
      <CheckboxField
        field={fields.acceptsMarketing}
        label={label('acceptsMarketing')}
        templates={templates}
      />
      <BotCheck action="sign_up" templates={templates} resetKey={shop.state} />
    </AccountForm>
  );
}
