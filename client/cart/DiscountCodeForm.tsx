'use client';

import { useId } from 'react';
import type { Locale } from '@/lib/markets';
import { applyDiscountCodeAction, removeDiscountCodeAction } from '@/server/actions/cart';
import type { CartView } from '@/lib/cart-view';
import { CartForm } from './CartForm';
import { CodeEntryForm } from './CodeEntryForm';
import { fill, type CartLabels } from './labels';
import type { RunCartChange } from './useCartMutations';
import styles from './CartSection.module.css';

interface DiscountCodeFormProps {
  locale: Locale;
  codes: CartView['discountCodes'];
  labels: CartLabels['discountCode'];
  updated: string;
  disabled: boolean;
  pending: boolean;
  run: RunCartChange;
}

/**
 * The cart's discount codes (spec §3 discountCodes, a list): each can be removed alone, and a new one
 * is added to them. The provider's applicable flag is shown as it answers.
 */
export function DiscountCodeForm({
  locale,
  codes,
  labels,
  updated,
  disabled,
  pending,
  run,
}: DiscountCodeFormProps) {
  // The panel and the cart page may show the view at once: their ids must differ.
  const id = useId();
  const apply = (code: string) =>
    run({ type: 'addDiscountCode', code }, () => applyDiscountCodeAction({ locale, code }), updated);
  const remove = (code: string) =>
    run({ type: 'removeDiscountCode', code }, () => removeDiscountCodeAction({ locale, code }), updated);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{labels.title}</h3>
      {codes.map(({ code, applicable }) => (
        <div key={code} className={styles.row} data-testid="discount-code" data-applicable={applicable}>
          <span>
            {pending ? code : fill(applicable ? labels.applicable : labels.notApplicable, { code })}
          </span>
          <CartForm locale={locale} fields={{ intent: 'removeDiscount', code }}>
            <button
              type="submit"
              className={styles.linkButton}
              disabled={disabled}
              onClick={(event) => {
                event.preventDefault();
                remove(code);
              }}
              aria-label={fill(labels.remove, { code })}
            >
              ×
            </button>
          </CartForm>
        </div>
      ))}
      <CodeEntryForm
        locale={locale}
        intent="applyDiscount"
        label={labels.label}
        apply={labels.apply}
        disabled={disabled}
        testId="discount-apply"
        onCode={apply}
      />
    </section>
  );
}
