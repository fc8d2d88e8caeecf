'use client';

import { useId, useState } from 'react';
import { giftMessageMaxLength } from '@/lib/cart-attributes';
import type { Locale } from '@/lib/markets';
import { setGiftMessageAction } from '@/server/actions/cart';
import { CartForm } from './CartForm';
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
  // The panel and the cart page may show the view at once: their ids must differ.
  const id = useId();
  const save = (next: string | null) =>
    run(
      { type: 'giftMessage', message: next },
      () => setGiftMessageAction({ locale, message: next }),
      next ? labels.added : '',
    );

  return (
    <details className={styles.section} open={message !== null}>
      <summary>{message !== null ? labels.title : labels.add}</summary>
      <CartForm
        locale={locale}
        onSubmit={() => {
          if (draft.trim()) save(draft.trim());
        }}
      >
        <label htmlFor={id}>{labels.label}</label>
        <textarea
          id={id}
          name="message"
          rows={3}
          maxLength={giftMessageMaxLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={`${id}-hint`}
          required
        />
        <span id={`${id}-hint`} className={styles.muted}>
          {fill(labels.hint, { max: giftMessageMaxLength })}
        </span>
        <div className={styles.row}>
          <button
            type="submit"
            name="intent"
            value="giftMessage"
            className={styles.secondary}
            disabled={disabled}
            data-testid="gift-message-save"
          >
            {labels.save}
          </button>
          {message !== null ? (
            <button
              type="submit"
              name="intent"
              value="removeGiftMessage"
              // Removing asks for no message: the field's `required` must not hold the post back.
              formNoValidate
              className={styles.linkButton}
              disabled={disabled}
              onClick={(event) => {
                event.preventDefault();
                setDraft('');
                save(null);
              }}
            >
              {labels.remove}
            </button>
          ) : null}
        </div>
      </CartForm>
    </details>
  );
}
