'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './CartPanel.module.css';

interface CartPanelProps {
  /** spec §3 badge count: null when a gift message stands alone, 0 when empty. */
  count: number | null;
  buttonLabel: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The slide-in cart (spec §2.3). A modal <dialog> gives focus trapping, Escape and focus return for
 * free; a click on the backdrop closes it too. Its contents are rendered on the server.
 */
export function CartPanel({ count, buttonLabel, title, closeLabel, children }: CartPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  // Open for one page only: a navigation changes the pathname, which closes the panel.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="cart-button"
      >
        {title}
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
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === dialog.current && setOpen(false)}
      >
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id="cart-title">{title}</h2>
            <button
              type="button"
              className={styles.close}
              onClick={() => setOpen(false)}
              aria-label={closeLabel}
            >
              ×
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
