'use client';

import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { orFallback } from '@/client/shell/island-fallback';
import type { Locale } from '@/lib/markets';
import type { StockAlertLabels } from './StockAlertForm';
import styles from './StockAlert.module.css';

const loadForm = orFallback(
  () => import('./StockAlertForm').then((module) => module.StockAlertForm),
  ({ labels }) => <p role="alert">{labels.errors.SERVER_ERROR}</p>,
);
/**
 * The form and its bot check are not part of the product page's first load: fetched when the shopper
 * heads for the toggle or opens it. Rendered on the server when it is open from the start.
 */
const StockAlertForm = dynamic(loadForm);

interface StockAlertProps {
  locale: Locale;
  variants: { id: string; title: string; name: string }[];
  initialVariantId: string;
  /** Open from the start when nothing at all can be bought. */
  open: boolean;
  labels: StockAlertLabels;
}

/** spec §7.2: the stock-alert toggle, and its form once opened (kept, hidden, when closed again). */
export function StockAlert({ locale, variants, initialVariantId, open, labels }: StockAlertProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(open);
  const [opened, setOpened] = useState(open);

  return (
    <div className={styles.stockAlert}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={`${id}-form`}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => {
          setExpanded(!expanded);
          setOpened(true);
        }}
        data-testid="stock-alert-toggle"
      >
        {labels.toggle}
      </button>
      {opened ? (
        <StockAlertForm
          id={id}
          locale={locale}
          variants={variants}
          initialVariantId={initialVariantId}
          hidden={!expanded}
          labels={labels}
        />
      ) : null}
    </div>
  );
}
