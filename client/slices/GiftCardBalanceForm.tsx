'use client';

import { useState, type FormEvent } from 'react';
import {
  isGiftCardCode,
  isGiftCardExpired,
  normalizedGiftCardCode,
  type GiftCardBalanceError,
  type GiftCardBalanceResponse,
} from '@/lib/gift-card';
import { useFocusFirstInvalid } from '@/client/forms/useFocusFirstInvalid';
import { BotCheck } from '@/client/forms/BotCheck';
import { botCheckField } from '@/lib/bot-check';
import { recaptchaErrorCode, tooManyRequestsMessage } from '@/lib/errors';
import { formatAmount } from '@/lib/money';
import styles from './forms.module.css';

type Labels = Record<
  | 'code'
  | 'hint'
  | 'submit'
  | 'checking'
  | 'balance'
  | 'validUntil'
  | 'expiredOn'
  | 'invalid'
  | 'notFound'
  | 'serverError'
  | 'tooManyRequests',
  string
>;

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string; fieldInvalid: boolean }
  | { status: 'done'; card: GiftCardBalanceResponse };

/** The balance form: loading, error and result states, announced to screen readers as they change. */
export function GiftCardBalanceForm({
  id,
  intlLocale,
  labels,
  botCheck,
}: {
  id: string;
  intlLocale: string;
  labels: Labels;
  /** The bot check's words and refusal (server/forms/templates.ts botCheckTemplates). */
  botCheck: Record<string, string>;
}) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const formRef = useFocusFirstInvalid(state.status === 'error' ? state : null);
  const inputId = `${id}-code`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const code = normalizedGiftCardCode(String(data.get('code') ?? ''));
    if (!isGiftCardCode(code))
      return setState({ status: 'error', message: labels.invalid, fieldInvalid: true });
    setState({ status: 'loading' });
    try {
      const response = await fetch('/api/gift-card-balance', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, token: data.get(botCheckField) ?? '' }),
      });
      if (response.ok)
        return setState({ status: 'done', card: (await response.json()) as GiftCardBalanceResponse });
      const body = (await response.json().catch(() => null)) as GiftCardBalanceError | null;
      const fieldInvalid = body?.code === 'NOT_FOUND' || body?.code === 'INVALID';
      const message =
        response.status === 429
          ? tooManyRequestsMessage(labels.tooManyRequests, Number(response.headers.get('retry-after')))
          : body?.code === 'NOT_FOUND'
            ? labels.notFound
            : body?.code === 'INVALID'
              ? labels.invalid
              : body?.code === recaptchaErrorCode
                ? botCheck[recaptchaErrorCode]!
                : labels.serverError;
      setState({ status: 'error', message, fieldInvalid });
    } catch {
      setState({ status: 'error', message: labels.serverError, fieldInvalid: false });
    }
  }

  const dateFormat = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' });
  const error = state.status === 'error' ? state.message : null;
  // Only a code the shop refused marks the field; a busy or failing server is not the shopper's typo.
  const fieldInvalid = state.status === 'error' && state.fieldInvalid;
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate data-testid="gift-card-form">
      <div className={styles.field}>
        <label htmlFor={inputId}>{labels.code}</label>
        <input
          id={inputId}
          name="code"
          className={styles.input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-invalid={fieldInvalid || undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <p id={hintId} className={styles.hint}>
          {labels.hint}
        </p>
      </div>
      <BotCheck action="gift_card_balance" templates={botCheck} resetKey={state} />
      <button type="submit" className="button" disabled={state.status === 'loading'}>
        {state.status === 'loading' ? labels.checking : labels.submit}
      </button>
      <div role="status" aria-live="polite" className={styles.status}>
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
        {state.status === 'done' ? (
          <div className={styles.result} data-testid="gift-card-result">
            <p className={styles.amount}>
              {labels.balance}{' '}
              <strong>
                {formatAmount(state.card.balance.amount, state.card.balance.currencyCode, intlLocale)}
              </strong>
            </p>
            {state.card.expiresOn ? (
              <p>
                {(isGiftCardExpired(state.card.expiresOn, new Date())
                  ? labels.expiredOn
                  : labels.validUntil
                ).replace('{date}', dateFormat.format(new Date(`${state.card.expiresOn}T00:00:00Z`)))}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
