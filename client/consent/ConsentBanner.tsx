'use client';

import { useRef } from 'react';
import { useBottomBarRoom } from '@/client/shell/useBottomBarRoom';
import type { ConsentLabels } from './labels';
import styles from './Consent.module.css';

/**
 * The first-party consent banner (spec §7.3): non-modal, fixed at the bottom, until the visitor
 * chooses. On a phone it spans the view's width, so it lends its height to the page while shown: a
 * focused control scrolls clear of it (client/shell/useBottomBarRoom). Escape does not close it:
 * closing is no answer, and nothing may be stored before one.
 */
export function ConsentBanner({
  labels,
  onChoose,
  onOpenSettings,
}: {
  labels: ConsentLabels;
  onChoose: (analytics: boolean) => void;
  onOpenSettings: () => void;
}) {
  const banner = useRef<HTMLElement>(null);
  useBottomBarRoom(banner, '--consent-banner-room');
  return (
    <section
      ref={banner}
      className={styles.banner}
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
    >
      <h2 id="consent-banner-title" className={styles.title}>
        {labels.bannerTitle}
      </h2>
      <p className={styles.text}>{labels.bannerText}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => onChoose(true)}>
          {labels.acceptAll}
        </button>
        <button type="button" className={`button ${styles.secondary}`} onClick={() => onChoose(false)}>
          {labels.rejectAll}
        </button>
        <button type="button" className={styles.link} onClick={onOpenSettings}>
          {labels.settings}
        </button>
      </div>
    </section>
  );
}
