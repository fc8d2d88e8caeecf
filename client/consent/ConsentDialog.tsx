'use client';

import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Popin } from '@/client/shell/Popin';
import type { ConsentLabels } from './labels';
import styles from './Consent.module.css';

const focusable = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control comes back to its first (and Shift+Tab the other way): the
 * browser keeps the page behind inert, but would let the focus leave for its own toolbar.
 */
function useFocusCycle(inside: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const dialog = inside.current?.closest('dialog');
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)];
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [inside]);
}

/**
 * The consent settings (a native modal dialog: the browser traps the focus, Escape closes it and the
 * focus returns to the opener). Necessary cookies are always on; analytics (group C0002) is the
 * visitor's to switch.
 */
export function ConsentDialog({
  open,
  labels,
  analytics,
  onClose,
  onSave,
}: {
  open: boolean;
  labels: ConsentLabels;
  analytics: boolean;
  onClose: () => void;
  onSave: (analytics: boolean) => void;
}) {
  const [allowAnalytics, setAllowAnalytics] = useState(analytics);
  const id = useId();
  const body = useRef<HTMLParagraphElement>(null);
  useFocusCycle(body);
  return (
    <Popin
      open={open}
      onClose={onClose}
      title={labels.dialogTitle}
      closeLabel={labels.close}
      testId="consent-dialog"
    >
      <p ref={body} className={styles.text}>
        {labels.dialogText}
      </p>
      <div className={styles.groups}>
        <div className={styles.group}>
          <input
            id={`${id}-necessary`}
            type="checkbox"
            checked
            disabled
            aria-describedby={`${id}-necessary-text`}
          />
          <div>
            <label htmlFor={`${id}-necessary`} className={styles.groupTitle}>
              {labels.necessaryTitle}
            </label>
            <p id={`${id}-necessary-text`} className={styles.text}>
              {labels.necessaryText}
            </p>
          </div>
        </div>
        <div className={styles.group}>
          <input
            id={`${id}-analytics`}
            type="checkbox"
            checked={allowAnalytics}
            onChange={(event) => setAllowAnalytics(event.target.checked)}
            aria-describedby={`${id}-analytics-text`}
          />
          <div>
            <label htmlFor={`${id}-analytics`} className={styles.groupTitle}>
              {labels.analyticsTitle}
            </label>
            <p id={`${id}-analytics-text`} className={styles.text}>
              {labels.analyticsText}
            </p>
          </div>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => onSave(allowAnalytics)}>
          {labels.save}
        </button>
        <button type="button" className={`button ${styles.secondary}`} onClick={() => onSave(true)}>
          {labels.acceptAll}
        </button>
        <button type="button" className={`button ${styles.secondary}`} onClick={() => onSave(false)}>
          {labels.rejectAll}
        </button>
      </div>
    </Popin>
  );
}
