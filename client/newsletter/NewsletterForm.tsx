'use client';

import { useEffect, useRef, useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { BotCheck } from '@/client/forms/BotCheck';
import { CheckboxField, Field, type ErrorTemplates } from '@/client/forms/Field';
import { FormAlert } from '@/client/forms/FormAlert';
import { invalidFields, trackFormEvent } from '@/client/forms/form-events';
import { usePageQuery } from '@/client/forms/usePageQuery';
import { useShopForm } from '@/client/forms/useShopForm';
import styles from '@/client/forms/Form.module.css';
import { formRules } from '@/lib/form-schemas';
import type { FormState } from '@/lib/forms';
import type { Locale } from '@/lib/markets';
import type { NewsletterSource } from '@/lib/newsletter';
import { newsletterAction } from '@/server/actions/newsletter';

export interface NewsletterLabels {
  email: string;
  gdpr: string;
  submit: string;
  sending: string;
}

/** spec §5: the tagged event of a refused sign-up, naming the invalid and missing fields. */
function reportRefusal(source: NewsletterSource, errors: Record<string, string[] | null | undefined>) {
  const { missing, invalid } = invalidFields(errors);
  if (missing.length + invalid.length === 0) return;
  trackFormEvent({
    event: 'newsletter_error',
    form_source: source,
    missing_fields: missing,
    invalid_fields: invalid,
  });
}

/**
 * The form is never rendered on the server (it loads near the viewport or with the pop-in, ssr: false),
 * so its rules are read here, in its own deferred chunk, rather than carried in every page's payload
 * (docs/adr/0017).
 */
const rules = formRules('newsletter');

/**
 * The newsletter sign-up (spec §4 "Newsletter form"): idle, submitting (spinner), then the success
 * message or field errors (the message hides). Editing the e-mail clears the success message.
 */
export function NewsletterForm({
  locale,
  source,
  labels,
  templates,
  onSubscribed,
}: {
  locale: Locale;
  source: NewsletterSource;
  labels: NewsletterLabels;
  templates: ErrorTemplates;
  onSubscribed?: () => void;
}) {
  const campaign = usePageQuery('utm_campaign');
  const { state, formAction, pending, form, fields, formRef, onSubmit } = useShopForm(
    `newsletter-${source}`,
    rules,
    newsletterAction,
    { onRefused: (errors) => reportRefusal(source, errors) },
  );
  const [editedAfter, setEditedAfter] = useState<FormState | null>(null);
  const shown: FormState = editedAfter === state ? { ...state, success: null } : state;

  const subscribed = useRef(onSubscribed);
  useEffect(() => {
    subscribed.current = onSubscribed;
  });
  // Once per answer of the server.
  useEffect(() => {
    if (state.result?.status === 'error') reportRefusal(source, state.result.error ?? {});
    if (state.success === 'NEWSLETTER_SUBSCRIBE') subscribed.current?.();
  }, [state, source]);

  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      data-testid={`newsletter-form-${source}`}
      aria-busy={pending}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="from" value={source} />
      {/^[\w.-]{1,64}$/.test(campaign) ? <input type="hidden" name="campaign" value={campaign} /> : null}
      <div onInput={() => setEditedAfter(state)}>
        <Field
          field={fields.email}
          label={labels.email}
          type="email"
          autoComplete="email"
          templates={templates}
        />
      </div>
      <CheckboxField field={fields.gdpr} label={labels.gdpr} templates={templates} />
      <BotCheck action="newsletter" templates={templates} resetKey={state} />
      <FormAlert form={form} state={shown} templates={templates} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {pending ? labels.sending : labels.submit}
        </button>
      </div>
    </form>
  );
}
