'use client';

import { useId, useState } from 'react';
import type { Locale } from '@/lib/markets';
import { CartForm } from './CartForm';
import styles from './CartSection.module.css';

interface CodeEntryFormProps {
  locale: Locale;
  /** The cart form's change (lib/cart-form.ts) the code is posted with when no script runs. */
  intent: 'applyDiscount' | 'applyGiftCard';
  label: string;
  apply: string;
  disabled: boolean;
  testId: string;
  /** The script's way: the trimmed code, never empty. */
  onCode: (code: string) => void;
}

/** A field for a code (a discount, a gift card) and its button: posted as a form, or handed to a script. */
export function CodeEntryForm({
  locale,
  intent,
  label,
  apply,
  disabled,
  testId,
  onCode,
}: CodeEntryFormProps) {
  const [draft, setDraft] = useState('');
  // The panel and the cart page may show the view at once: their ids must differ.
  const id = useId();
  return (
    <CartForm
      locale={locale}
      fields={{ intent }}
      className={styles.row}
      onSubmit={() => {
        const code = draft.trim();
        if (!code) return;
        setDraft('');
        onCode(code);
      }}
    >
      <label htmlFor={`${id}-code`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-code`}
        name="code"
        autoComplete="off"
        placeholder={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className={styles.secondary} disabled={disabled} data-testid={testId}>
        {apply}
      </button>
    </CartForm>
  );
}
