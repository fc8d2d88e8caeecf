'use client';

import { useHydrated } from '@/client/shell/useHydrated';
import { deliveryWindow, formatDeliveryWindow, type BusinessDays } from '@/lib/delivery-estimate';
import styles from './DeliveryEstimate.module.css';

/**
 * The product page's delivery estimate. The page is cached, so its HTML says only what stays true
 * ("2 to 3 business days"); the dates depend on the day the shopper reads it, so the browser writes
 * them once it runs, in the shopper's language. Nothing of the page becomes dynamic for them.
 */
export function DeliveryEstimate({
  days,
  intl,
  labels,
}: {
  days: BusinessDays;
  intl: string;
  labels: { days: string; /** Template: {dates}. */ dates: string };
}) {
  const hydrated = useHydrated();
  const text = hydrated
    ? labels.dates.replace('{dates}', formatDeliveryWindow(deliveryWindow(days, new Date()), intl))
    : labels.days;
  return (
    <p className={styles.estimate} data-testid="delivery-estimate" data-dated={hydrated || undefined}>
      {text}
    </p>
  );
}
