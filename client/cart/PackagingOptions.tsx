'use client';

import type { Locale } from '@/lib/markets';
import { useHydrated } from '@/client/shell/useHydrated';
import { setPackagingAction } from '@/server/actions/cart';
import type { PackagingChoice } from '@/lib/cart-view';
import { CartForm } from './CartForm';
import type { CartLabels } from './labels';
import type { RunCartChange } from './useCartMutations';
import styles from './PackagingOptions.module.css';
import shared from './CartSection.module.css';

interface PackagingOptionsProps {
  locale: Locale;
  choice: PackagingChoice;
  labels: CartLabels;
  disabled: boolean;
  run: RunCartChange;
}

/**
 * spec §4 packaging: fragrance ships in the signature box (the packaging_fragrance attribute) unless
 * the shopper takes the pouch (a pouch line); the server keeps the attribute in sync with the lines.
 * A choice is sent as it is made; without JavaScript, by the Update button.
 */
export function PackagingOptions({ locale, choice, labels, disabled, run }: PackagingOptionsProps) {
  const hydrated = useHydrated();
  const choose = (next: PackagingChoice) =>
    run(
      { type: 'packaging', choice: next },
      () => setPackagingAction({ locale, choice: next }),
      labels.updated,
    );
  return (
    <CartForm locale={locale} fields={{ intent: 'packaging' }}>
      <fieldset className={shared.section} disabled={disabled}>
        <legend>{labels.packaging.title}</legend>
        {(['standard', 'pouch'] as const).map((option) => (
          <label key={option} className={styles.radio}>
            <input
              type="radio"
              name="choice"
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
            />
            {labels.packaging[option]}
          </label>
        ))}
        {hydrated ? null : (
          <button type="submit" className={shared.secondary} data-testid="packaging-update">
            {labels.update}
          </button>
        )}
      </fieldset>
    </CartForm>
  );
}
