'use client';

import { useState } from 'react';
import { giftMessageMaxLength } from '@/lib/cart-attributes';
import type { Locale } from '@/lib/markets';
import { setGiftMessageAction } from '@/server/actions/cart';
import { fill, type CartLabels } from './labels';
import type { RunCartChange } from './useCartMutations';
import styles from './CartSection.module.css';

interface GiftMessageFormProps {
  locale: Locale;
  message: string | null;
  labels: CartLabels['giftMessage'];
  disabled: boolean;
  run: RunCartChange;
}

/** spec §3 gift message: the attributes plus its text; it adds 1 to the badge count. */
export function GiftMessageForm({ locale, message, labels, disabled, run }: GiftMessageFormProps) {
  const [draft, setDraft] = useState(message ?? '');
  const save = (next: string | null) =>
    run(
      { type: 'giftMessage', message: next },
      () => setGiftMessageAction({ locale, message: next }),
      next ? labels.added : '',
    );

  return (
    <details className={styles.section} open={message !== null}>
      <summary>{message !== null ? labels.title : labels.add}</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim()) save(draft.trim());
        }}
      >
        <label htmlFor="gift-message">{labels.label}</label>
        <textarea
          id="gift-message"
          name="message"
          rows={3}
          maxLength={giftMessageMaxLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby="gift-message-hint"
          required
        />
        <span id="gift-message-hint" className={styles.muted}>
          {fill(labels.hint, { max: giftMessageMaxLength })}
        </span>
        <div className={styles.row}>
          <button
            type="submit"
            className={styles.secondary}
            disabled={disabled}
            data-testid="gift-message-save"
          >
            {labels.save}
          </button>
          {message !== null ? (
            <button
              type="button"
              className={styles.linkButton}
              disabled={disabled}
              onClick={() => {
                setDraft('');
                save(null);
              }}
            >
              {labels.remove}
            </button>
          ) : null}
        </div>
      </form>
    </details>
  );
}
