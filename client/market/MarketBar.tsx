'use client';

import { useId, useRef, type ReactNode } from 'react';
import { useBottomBarRoom } from '@/client/shell/useBottomBarRoom';
import { useBarDismissal } from './useBarDismissal';
import styles from './MarketBar.module.css';

interface MarketBarProps {
  testId: string;
  title: string;
  /** The editor's paragraphs: shown from 768 px; on a phone only its description (it stays compact). */
  text?: string[];
  /** Its way out, named by its label: `spelled` also writes the label on it from 768 px (a × below). */
  dismiss: { label: string; spelled?: boolean; onDismiss: () => void };
  /** The market pickers, in their one-row layout. */
  children: ReactNode;
}

/**
 * The market prompts' compact bar (the banner and the geolocation prompt, ADR 0021): a title, the
 * pickers in one row and a way out, at the bottom of the view, under a fifth of a phone's height. Not
 * modal: the page stays usable above it. It lends its height to the end of the page, the alerts and
 * the focus (scroll-padding) through --market-banner-offset, and gives it back (0px) when it goes.
 * Escape closes it like its way out (spec §2.3, the pop-in manager closes on Escape).
 */
export function MarketBar({ testId, title, text = [], dismiss, children }: MarketBarProps) {
  const bar = useRef<HTMLElement>(null);
  const id = useId();

  useBottomBarRoom(bar, '--market-banner-offset');
  const close = useBarDismissal(bar, dismiss.onDismiss);

  return (
    <section
      ref={bar}
      className={styles.bar}
      aria-labelledby={`${id}-title`}
      aria-describedby={text.length > 0 ? `${id}-text` : undefined}
      data-testid={testId}
    >
      <p id={`${id}-title`} className={styles.title}>
        {title}
      </p>
      {text.length > 0 ? (
        <div id={`${id}-text`} className={styles.text}>
          {text.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {children}
      <button
        type="button"
        className={styles.dismiss}
        data-spelled={dismiss.spelled ?? false}
        onClick={close}
        aria-label={dismiss.label}
      >
        {dismiss.spelled ? (
          <span className={styles.dismissText} aria-hidden="true">
            {dismiss.label}
          </span>
        ) : null}
        <span className={styles.cross} aria-hidden="true">
          ×
        </span>
      </button>
    </section>
  );
}
