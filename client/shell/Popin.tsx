'use client';

import { useRef, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';
import styles from './Popin.module.css';

interface PopinProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** spec §2.3: Escape and a click outside close it only when this is allowed. */
  closeOnOutside?: boolean;
  children: ReactNode;
  testId?: string;
}

/** A centred pop-in on a native modal <dialog>. */
export function Popin({
  open,
  onClose,
  title,
  closeLabel,
  closeOnOutside = true,
  children,
  testId,
}: PopinProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const handlers = useModalDialog(dialog, open, { onClose, closeOnOutside });
  const titleId = `${testId ?? 'popin'}-title`;
  return (
    <dialog
      ref={dialog}
      className={styles.popin}
      aria-labelledby={titleId}
      data-testid={testId}
      {...handlers}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={titleId}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
