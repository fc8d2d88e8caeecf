'use client';

import { getFormProps } from '@conform-to/react';
import { BotCheck } from '@/client/forms/BotCheck';
import { Field, SelectField, TextAreaField, type ErrorTemplates } from '@/client/forms/Field';
import { FormAlert } from '@/client/forms/FormAlert';
import { useShopForm } from '@/client/forms/useShopForm';
import styles from '@/client/forms/Form.module.css';
import type { Locale } from '@/lib/markets';
import { contactMessageMaxLength } from '@/lib/form-options';
import type { FormRules } from '@/lib/form-schemas';
import { contactAction } from '@/server/actions/contact';

export interface ContactLabels {
  name: string;
  email: string;
  subject: string;
  chooseSubject: string;
  orderNumber: string;
  orderNumberHint: string;
  message: string;
  requiredNote: string;
  submit: string;
  sending: string;
}

/** The contact form: name, e-mail, a subject of the page's list, an optional order number, the message. */
export function ContactForm({
  locale,
  subjects,
  labels,
  templates,
  rules,
}: {
  locale: Locale;
  subjects: string[];
  labels: ContactLabels;
  templates: ErrorTemplates;
  rules: FormRules<'contact'>;
}) {
  const { state, formAction, pending, form, fields, formRef, onSubmit } = useShopForm(
    'contact',
    rules,
    contactAction,
  );
  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      data-testid="contact-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <FormAlert form={form} state={state} templates={templates} />
      <Field field={fields.name} label={labels.name} autoComplete="name" templates={templates} />
      <Field
        field={fields.email}
        label={labels.email}
        type="email"
        autoComplete="email"
        templates={templates}
      />
      <SelectField
        field={fields.subject}
        label={labels.subject}
        options={[
          { value: '', label: labels.chooseSubject },
          ...subjects.map((s) => ({ value: s, label: s })),
        ]}
        templates={templates}
      />
      <Field
        field={fields.orderNumber}
        label={labels.orderNumber}
        hint={labels.orderNumberHint}
        templates={templates}
      />
      <TextAreaField
        field={fields.message}
        label={labels.message}
        templates={templates}
        maxLength={contactMessageMaxLength}
      />
      <BotCheck action="contact" templates={templates} resetKey={state} />
      <p className={styles.hint}>{labels.requiredNote}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {pending ? labels.sending : labels.submit}
        </button>
      </div>
    </form>
  );
}
