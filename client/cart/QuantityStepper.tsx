'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/markets';
import { useHydrated } from '@/client/shell/useHydrated';
import { CartForm } from './CartForm';
import styles from './QuantityStepper.module.css';

interface QuantityStepperProps {
  locale: Locale;
  lineId: string;
  quantity: number;
  max: number;
  disabled: boolean;
  labels: { quantity: string; decrease: string; increase: string; maxReached: string; update: string };
  onChange: (quantity: number) => void;
}

/**
 * − / + bounded by the stock (spec §3 quantityAvailable) and direct entry. A typed quantity goes to
 * the server as it is: the stock the panel knows may be stale, and the server's refusal is the alert.
 * Without JavaScript − and + post the quantity they lead to (`set`), and a typed one is sent by the
 * Update button, which comes first so that Enter in the field presses it rather than −.
 */
export function QuantityStepper({
  locale,
  lineId,
  quantity,
  max,
  disabled,
  labels,
  onChange,
}: QuantityStepperProps) {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const value = Number(draft);
    setDraft(null);
    if (Number.isInteger(value) && value >= 0 && value !== quantity) onChange(value);
  };
  const step = (next: number) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    onChange(next);
  };
  return (
    <CartForm locale={locale} fields={{ intent: 'quantity', lineId }} className={styles.stepper}>
      {hydrated ? null : (
        <button type="submit" className={styles.update} data-testid="quantity-update">
          {labels.update}
        </button>
      )}
      <button
        type="submit"
        name="set"
        value={quantity - 1}
        onClick={step(quantity - 1)}
        disabled={disabled}
        aria-label={labels.decrease}
        data-testid="quantity-decrease"
      >
        −
      </button>
      <input
        type="number"
        name="quantity"
        inputMode="numeric"
        min={0}
        max={max}
        value={draft ?? quantity}
        aria-label={labels.quantity}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
        data-testid="quantity-input"
      />
      <button
        type="submit"
        name="set"
        value={quantity + 1}
        onClick={step(quantity + 1)}
        disabled={disabled || quantity >= max}
        aria-label={labels.increase}
        title={quantity >= max ? labels.maxReached : undefined}
        data-testid="quantity-increase"
      >
        +
      </button>
    </CartForm>
  );
}
