'use client';

import { useEffect, type RefObject } from 'react';

/** Space kept between a focused control and the bar, so its focus ring shows too. */
const focusGap = 8;

/**
 * A bar fixed at the bottom of the view covers what scrolls under it (docs/adr/0032). While shown it
 * lends its height to <html> as a CSS property, read by scroll-padding-bottom and the footer's end, so
 * a keyboard-focused control scrolls clear of it (WCAG 2.4.11); one the browser leaves under it is
 * scrolled clear here. Given back (0px) when the bar goes.
 */
export function useBottomBarRoom(bar: RefObject<HTMLElement | null>, property: `--${string}`) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const lend = () => {
      const gap = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty(property, `${Math.ceil(element.offsetHeight + gap)}px`);
    };
    // Measured a frame later, once the browser's own scroll to the focus (if any) is done. A dialog
    // is in the top layer, above the bar, and does not scroll with the page.
    const uncover = (event: FocusEvent) => {
      const focused = event.target;
      if (!(focused instanceof Element) || element.contains(focused) || focused.closest('dialog')) return;
      requestAnimationFrame(() => {
        const target = focused.getBoundingClientRect();
        const cover = element.getBoundingClientRect();
        const beside = target.right <= cover.left || target.left >= cover.right;
        const covered = target.bottom - cover.top + focusGap;
        if (!beside && covered > 0) window.scrollBy({ top: covered });
      });
    };
    lend();
    const resized = new ResizeObserver(lend);
    resized.observe(element);
    document.addEventListener('focusin', uncover);
    return () => {
      resized.disconnect();
      document.removeEventListener('focusin', uncover);
      root.style.setProperty(property, '0px');
    };
  }, [bar, property]);
}
