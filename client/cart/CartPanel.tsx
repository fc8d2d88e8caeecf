'use client';

import dynamic from 'next/dynamic';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { pushAnalyticsEvent } from '@/client/analytics/data-layer';
import { cartProducts } from '@/lib/analytics/events';
import { badgeCount, panelProductCountLabel, sumQuantities } from '@/lib/cart';
import type { Locale } from '@/lib/markets';
import { formatAmount } from '@/lib/money';
import { formatPlural } from '@/lib/plural';
import { loadCart, useCartSnapshot } from './cart-store';
import type { CartSampleOffer } from '@/lib/cart-view';
import type { CartLabels } from './labels';
import { useCartMutations } from './useCartMutations';
import { orFallback } from '@/client/shell/island-fallback';
import { whenIdle } from '@/client/shell/when-idle';
import { useHydrated } from '@/client/shell/useHydrated';
import closeButton from '@/client/shell/CloseButton.module.css';
import styles from './CartPanel.module.css';

const loadCartContents = orFallback(
  () => import('./CartContents').then((module) => module.CartContents),
  ({ labels }) => <p role="alert">{labels.unavailable}</p>,
);
// Not part of a page's first load: fetched when the shopper heads for the cart button, or opens it, or
// once the page is idle while the cart holds something (see CartPanel).
const CartContents = dynamic(loadCartContents, { ssr: false });

interface CartPanelProps {
  locale: Locale;
  intl: string;
  /** The locale's cart page: where the button leads before the script runs, or without one. */
  cartHref: string;
  samples: CartSampleOffer[];
  pouchOffered: boolean;
  labels: CartLabels;
}

/**
 * The slide-in cart (spec §2.3). A modal <dialog> gives focus trapping, Escape and focus return;
 * a click on the backdrop closes it too. Its contents mount when it opens, and the open-cart event
 * is pushed once per page view. The cart is read from the browser when the page loads and again
 * when the window gets the focus back (spec §4: another tab may have changed it).
 */
export function CartPanel({ locale, intl, cartHref, samples, pouchOffered, labels }: CartPanelProps) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  // Open for one page only: a navigation changes the pathname, which closes the panel.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  // The tap that opens the panel is answered by its frame alone; the contents are rendered right after,
  // as a transition, while the panel slides in from off-screen (React renders a tap's update at once,
  // the lines and their forms included, which slowed the tap's answer on a phone's CPU).
  const contentsShown = useDeferredValue(open) && open;
  const openEventSentOn = useRef<string | null>(null);
  const snapshot = useCartSnapshot(locale);
  const cart = snapshot.status === 'ready' ? snapshot.cart : null;
  const analytics = snapshot.status === 'ready' ? snapshot.analytics : null;
  const mutations = useCartMutations(locale, cart, labels);
  const { view } = mutations;

  useEffect(() => {
    void loadCart(locale);
    const onFocus = () => void loadCart(locale);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [locale]);

  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);

  const show = () => {
    setOpenOn(pathname);
    if (openEventSentOn.current === pathname || !analytics) return;
    openEventSentOn.current = pathname;
    pushAnalyticsEvent('cart_open', { products: cartProducts(analytics.lines) });
  };

  const lines = view?.lines ?? [];
  const products = sumQuantities(lines);
  const giftMessage = view?.giftMessage != null;
  const count = badgeCount(products, giftMessage);
  const currency = (count ?? 0) > 0 ? view?.subtotal.currencyCode : undefined;

  // A shopper with something in the cart is the one who opens it. On a touch screen the button's
  // pointerenter comes with the tap itself, so the contents' chunk was inserted and run inside the
  // tap that opens the panel, slowing its answer on a phone: fetched while idle instead, and the
  // cart's first price written once, since the browser's first currency format of a language (its
  // locale data) is a costly part of the contents' first render on a phone's CPU.
  useEffect(() => {
    if (!currency) return;
    return whenIdle(() => {
      void loadCartContents();
      formatAmount(0, currency, intl);
    });
  }, [currency, intl]);
  // The badge adds the gift message to the products (spec §3); the button's name tells them apart.
  const buttonLabel =
    giftMessage && products > 0
      ? formatPlural(labels.buttonLabelWithGiftMessage, products, intl)
      : formatPlural(labels.buttonLabel, count ?? 0, intl);

  if (!hydrated) {
    // The panel needs the script: until it runs (or without one) the button is a link to the cart page.
    return (
      <a href={cartHref} className={styles.button} data-testid="cart-link">
        {labels.title} <span className={`${styles.badge} ${styles.badgeRoom}`} aria-hidden="true" />
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={() => void loadCartContents()}
        onFocus={() => void loadCartContents()}
        data-testid="cart-button"
      >
        {labels.title}
        {/* Read as one word otherwise ("Panier1"): the label must hold the visible text (WCAG 2.5.3). */}{' '}
        {count ? (
          <span className={styles.badge} data-testid="cart-count">
            {count}
          </span>
        ) : (
          // The badge's room is kept while the cart is read (or empty), so nothing moves when it shows.
          <span className={`${styles.badge} ${styles.badgeRoom}`} aria-hidden="true" />
        )}
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
              className={closeButton.close}
              onClick={() => setOpenOn(null)}
              aria-label={labels.close}
            >
              ×
            </button>
          </div>
          {contentsShown ? (
            snapshot.status === 'unavailable' ? (
              <p role="alert">{labels.unavailable}</p>
            ) : snapshot.status === 'loading' ? (
              <p role="status">{labels.loading}</p>
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
