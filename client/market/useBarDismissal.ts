'use client';

import { useEffect, useRef, type RefObject } from 'react';

/** The bar goes; if the focus was in it, it returns to where the shopper was before entering. */
function closeBar(bar: HTMLElement | null, cameFrom: HTMLElement | null, dismiss: () => void) {
  if (bar?.contains(document.activeElement) && cameFrom?.isConnected) cameFrom.focus();
  dismiss();
}

/**
 * How a market bar goes (ADR 0021): by its way out, or by Escape anywhere on the page (spec §2.3: the
 * pop-in manager closes on Escape), unless something above the bar takes that Escape first (a dialog,
 * or a control that used it: the search clears its query). When the bar goes with the focus in it,
 * the focus returns to where the shopper was before entering the bar, not to the page's start.
 */
export function useBarDismissal(bar: RefObject<HTMLElement | null>, onDismiss: () => void): () => void {
  const dismiss = useRef(onDismiss);
  const cameFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !element.contains(from)) cameFrom.current = from;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      closeBar(element, cameFrom.current, dismiss.current);
    };
    element.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [bar]);

  return () => closeBar(bar.current, cameFrom.current, dismiss.current);
}
