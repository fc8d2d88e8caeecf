'use client';

import { useState } from 'react';
import styles from './QuantityStepper.module.css';

interface QuantityStepperProps {
  quantity: number;
  max: number;
  disabled: boolean;
  labels: { quantity: string; decrease: string; increase: string; maxReached: string };
  onChange: (quantity: number) => void;
}

/**
 * − / + bounded by the stock (spec §3 quantityAvailable) and direct entry. A typed quantity goes to
 * the server as it is: the stock the panel knows may be stale, and the server's refusal is the alert.
 */
export function QuantityStepper({ quantity, max, disabled, labels, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const value = Number(draft);
    setDraft(null);
    if (Number.isInteger(value) && value >= 0 && value !== quantity) onChange(value);
  };
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        onClick={() => onChange(quantity - 1)}
        disabled={disabled}
        aria-label={labels.decrease}
        data-testid="quantity-decrease"
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={draft ?? quantity}
        aria-label={labels.quantity}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        data-testid="quantity-input"
      />
      <button
        type="button"
        onClick={() => onChange(quantity + 1)}
        disabled={disabled || quantity >= max}
        aria-label={labels.increase}
        title={quantity >= max ? labels.maxReached : undefined}
        data-testid="quantity-increase"
      >
        +
      </button>
    </div>
  );
}
