import type { FreeDeliveryProgress as Progress } from '@/lib/free-delivery';
import { formatAmount } from '@/lib/money';
import styles from './CartContents.module.css';

export interface FreeDeliveryLabels {
  /** Template: {amount} is the part of the threshold still to reach. */
  remaining: string;
  reached: string;
}

/**
 * The way to complimentary delivery under the cart's lines (lib/free-delivery.ts): what is left to
 * add, and a bar. The bar only repeats the sentence, so it is hidden from assistive technology.
 * Shared by the panel (an island) and the /cart page (a server component): it holds no state.
 */
export function FreeDeliveryProgress({
  progress,
  intl,
  labels,
}: {
  progress: Progress | null;
  intl: string;
  labels: FreeDeliveryLabels;
}) {
  if (!progress) return null;
  const text = progress.reached
    ? labels.reached
    : labels.remaining.replace(
        '{amount}',
        formatAmount(progress.remaining.amount, progress.remaining.currencyCode, intl),
      );
  return (
    <div className={styles.freeDelivery} data-testid="free-delivery">
      <p>{text}</p>
      <progress aria-hidden="true" max={1} value={progress.reached ? 1 : progress.share} />
    </div>
  );
}
