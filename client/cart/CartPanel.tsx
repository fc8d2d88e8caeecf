'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { badgeCount, panelProductCountLabel, sumQuantities } from '@/lib/cart';
import type { AnalyticsLine } from '@/lib/cart-lines';
import type { Locale } from '@/lib/markets';
import type { CartView, SampleOffer } from './cart-view';
import type { CartLabels } from './labels';
import { CartContents } from './CartContents';
import { useCartMutations } from './useCartMutations';
import styles from './CartPanel.module.css';

interface CartPanelProps {
  locale: Locale;
  intl: string;
  /** Null when the visitor has no cart yet (or it was completed). */
  cart: CartView | null;
  /** The Storefront could not be read: the panel says so instead of showing an empty cart. */
  unavailable?: boolean;
  samples: SampleOffer[];
  pouchOffered: boolean;
  analytics: { currency: string; lines: AnalyticsLine[] } | null;
  labels: CartLabels;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The slide-in cart (spec §2.3). A modal <dialog> gives focus trapping, Escape and focus return;
 * a click on the backdrop closes it too. Its contents mount when it opens, and the open-cart event
 * is pushed once per page view.
 */
export function CartPanel({
  locale,
  intl,
  cart,
  unavailable,
  samples,
  pouchOffered,
  analytics,
  labels,
}: CartPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  // Open for one page only: a navigation changes the pathname, which closes the panel.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const openEventSentOn = useRef<string | null>(null);
  const mutations = useCartMutations(cart, labels);
  const { view } = mutations;

  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);

  const show = () => {
    setOpenOn(pathname);
    if (openEventSentOn.current === pathname || !analytics) return;
    openEventSentOn.current = pathname;
    window.dataLayer ??= [];
    window.dataLayer.push({
      event: 'cart_open',
      ecommerce: { currency: analytics.currency, items: analytics.lines },
    });
  };

  const lines = view?.lines ?? [];
  const count = badgeCount(sumQuantities(lines), view?.giftMessage != null);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={labels.buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        data-testid="cart-button"
      >
        {labels.title}
        {count ? (
          <span className={styles.badge} data-testid="cart-count">
            {count}
          </span>
        ) : null}
      </button>
      <dialog
        ref={dialog}
        className={styles.panel}
        aria-labelledby="cart-title"
        onClose={() => setOpenOn(null)}
        onClick={(event) => event.target === dialog.current && setOpenOn(null)}
      >
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id="cart-title">
              {labels.title} <span data-testid="cart-product-count">{panelProductCountLabel(lines)}</span>
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={() => setOpenOn(null)}
              aria-label={labels.close}
            >
              ×
            </button>
          </div>
          {open ? (
            unavailable ? (
              <p role="alert">{labels.unavailable}</p>
            ) : (
              <CartContents
                locale={locale}
                intl={intl}
                samples={samples}
                pouchOffered={pouchOffered}
                labels={labels}
                {...mutations}
              />
            )
          ) : null}
        </div>
      </dialog>
    </>
  );
}
