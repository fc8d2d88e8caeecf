'use client';

import { useId, useState } from 'react';
import { cartNoteMaxLength } from '@/lib/cart-attributes';
import type { Locale } from '@/lib/markets';
import { updateCartNoteAction } from '@/server/actions/cart';
import { CartForm } from './CartForm';
import type { CartLabels } from './labels';
import type { RunCartChange } from './useCartMutations';
import styles from './CartSection.module.css';

interface CartNoteFormProps {
  locale: Locale;
  note: string;
  labels: CartLabels;
  disabled: boolean;
  run: RunCartChange;
}

export function CartNoteForm({ locale, note, labels, disabled, run }: CartNoteFormProps) {
  const [draft, setDraft] = useState(note);
  // The panel and the cart page may show the view at once: their ids must differ.
  const id = useId();
  return (
    <details className={styles.section} open={note !== ''}>
      <summary>{labels.note.title}</summary>
      <CartForm
        locale={locale}
        fields={{ intent: 'note' }}
        onSubmit={() => {
          const next = draft.trim();
          run(
            { type: 'note', note: next },
            () => updateCartNoteAction({ locale, note: next }),
            labels.updated,
          );
        }}
      >
        <label htmlFor={id}>{labels.note.label}</label>
        <textarea
          id={id}
          name="note"
          rows={2}
          maxLength={cartNoteMaxLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.secondary} disabled={disabled} data-testid="note-save">
          {labels.note.save}
        </button>
      </CartForm>
    </details>
  );
}
