'use client';

import { useState } from 'react';
import { cartNoteMaxLength } from '@/lib/cart-attributes';
import type { Locale } from '@/lib/markets';
import { updateCartNoteAction } from '@/server/actions/cart';
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
  return (
    <details className={styles.section} open={note !== ''}>
      <summary>{labels.note.title}</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const next = draft.trim();
          run(
            { type: 'note', note: next },
            () => updateCartNoteAction({ locale, note: next }),
            labels.updated,
          );
        }}
      >
        <label htmlFor="cart-note">{labels.note.label}</label>
        <textarea
          id="cart-note"
          name="note"
          rows={2}
          maxLength={cartNoteMaxLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.secondary} disabled={disabled} data-testid="note-save">
          {labels.note.save}
        </button>
      </form>
    </details>
  );
}
