'use client';

import { useState, type FormEvent } from 'react';
import { botCheckField } from '@/lib/bot-check';
import { recaptchaErrorCode, tooManyRequestsMessage } from '@/lib/errors';
import { BotCheck } from '@/client/forms/BotCheck';
import type { Locale } from '@/lib/markets';
import type { FieldError } from '@/lib/validation/shared';
import { useFocusFirstInvalid } from '@/client/forms/useFocusFirstInvalid';
import { pushAlert } from '@/client/shell/alerts';
import styles from './StockAlert.module.css';

export interface StockAlertLabels {
  toggle: string;
  title: string;
  variant: string;
  email: string;
  submit: string;
  sending: string;
  /** The ALERT_STOCK_SUCCESS alert, pushed to the shell's alert stack. */
  success: string;
  /** What stays in the form once registered: `{email}` and `{variant}` (the product, colour and size) filled in. */
  subscribed: string;
  /** Field messages by key (error.email …); SERVER_ERROR for a refusal of the server, TOO_MANY_REQUESTS
   * (with `{minutes}`) past the rate limit. */
  errors: Record<string, string> & {
    SERVER_ERROR: string;
    TOO_MANY_REQUESTS: string;
    GOOGLE_RECAPTCHA_ERROR: string;
  };
}

/**
 * spec §7.2. The API validates with zod (lib/stock-alert.ts); zod stays out of the page's JavaScript.
 * Without the spec's trailing slash: Next answers that one with a 308, and the post would be sent twice.
 */
const endpoint = '/api/stock-alert/post';

type Status =
  | { kind: 'idle' | 'sending' }
  | { kind: 'subscribed'; email: string; variantId: string }
  | { kind: 'error'; fields: Record<string, FieldError>; message?: string };

export interface StockAlertFormProps {
  /** The toggle's id for the form's own ids (useId of the toggle). */
  id: string;
  locale: Locale;
  variants: { id: string; title: string; name: string }[];
  initialVariantId: string;
  hidden: boolean;
  labels: StockAlertLabels;
}

/** spec §7.2 stock-alert sign-up: an e-mail for a sold-out variant; field errors come back from the API. */
export function StockAlertForm({
  id,
  locale,
  variants,
  initialVariantId,
  hidden,
  labels,
}: StockAlertFormProps) {
  const [variantId, setVariantId] = useState(initialVariantId);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const formRef = useFocusFirstInvalid(status.kind === 'error' ? status : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '');
    const token = String(data.get(botCheckField) ?? '');
    setStatus({ kind: 'sending' });
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, variantId, locale, token }),
      });
      if (response.ok) {
        // The form keeps the e-mail and the item the alert is now registered for, and says so.
        setStatus({ kind: 'subscribed', email, variantId });
        pushAlert({ type: 'success', message: labels.success });
        return;
      }
      if (response.status === 429) {
        const wait = Number(response.headers.get('retry-after'));
        const message = tooManyRequestsMessage(labels.errors.TOO_MANY_REQUESTS, wait);
        return setStatus({ kind: 'error', fields: {}, message });
      }
      const body = (await response.json().catch(() => ({}))) as {
        errors?: Record<string, FieldError>;
        code?: string;
      };
      if (body.code === recaptchaErrorCode)
        return setStatus({ kind: 'error', fields: {}, message: labels.errors.GOOGLE_RECAPTCHA_ERROR });
      setStatus({ kind: 'error', fields: body.errors ?? { '': { key: 'error.pattern' } } });
    } catch {
      setStatus({ kind: 'error', fields: { '': { key: 'error.pattern' } } });
    }
  };

  const fields = status.kind === 'error' ? status.fields : {};
  const emailError = fields.email ? (labels.errors[fields.email.key] ?? labels.errors['error.email']) : null;
  const formError =
    (status.kind === 'error' ? status.message : undefined) ??
    (fields[''] || fields.variantId || fields.locale ? labels.errors.SERVER_ERROR : null);
  const subscribed =
    status.kind === 'subscribed'
      ? labels.subscribed
          .replace('{email}', status.email)
          .replace('{variant}', variants.find((variant) => variant.id === status.variantId)?.name ?? '')
      : null;

  return (
    <form
      ref={formRef}
      id={`${id}-form`}
      hidden={hidden}
      className={styles.form}
      onSubmit={submit}
      noValidate
    >
      <p className={styles.title}>{labels.title}</p>
      {variants.length > 1 ? (
        <label className={styles.field}>
          <span>{labels.variant}</span>
          <select name="variantId" value={variantId} onChange={(e) => setVariantId(e.target.value)}>
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.title}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={styles.field}>
        <span>{labels.email} *</span>
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          onChange={() => status.kind !== 'idle' && setStatus({ kind: 'idle' })}
        />
      </label>
      {emailError ? (
        <p id={`${id}-email-error`} className={styles.error}>
          {emailError}
        </p>
      ) : null}
      <BotCheck action="stock_alert" templates={labels.errors} resetKey={status} />
      <button type="submit" className="button" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? labels.sending : labels.submit}
      </button>
      <p role="alert" className={styles.status} data-testid="stock-alert-status">
        {formError ?? subscribed}
      </p>
    </form>
  );
}
