'use client';

import { useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/markets';
import { logoutAction } from '@/server/actions/account/sign-in';
import { AccountIcon } from './AccountIcon';
import type { AccountLinkLabels } from './types';
import styles from './AccountLink.module.css';

/**
 * A logged-in customer's account menu in the header: the icon button names the customer ("Bonjour
 * Camille"); its panel repeats the greeting, links to the account and logs out (a form, so the
 * session ends on the server). A disclosure, not a menu role: it holds a link and a form. It closes
 * on Escape (focus back on the button), on a click elsewhere and when the page changes.
 */
export function AccountMenu({
  locale,
  href,
  className,
  greeting,
  labels,
}: {
  locale: Locale;
  href: string;
  className?: string;
  greeting: string;
  labels: AccountLinkLabels;
}) {
  const id = useId();
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <span ref={root} className={`${className ?? ''} ${styles.root}`}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpenOn(open ? null : pathname)}
        data-testid="account-menu-button"
      >
        <AccountIcon />
        <span className="visually-hidden">{greeting}</span>
      </button>
      <div id={`${id}-menu`} className={styles.menu} hidden={!open} data-testid="account-menu">
        <p className={styles.greeting}>{greeting}</p>
        <Link href={href} data-testid="account-link" onClick={() => setOpenOn(null)}>
          {labels.myAccount}
        </Link>
        <form action={logoutAction}>
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className={styles.logout} data-testid="header-logout">
            {labels.logout}
          </button>
        </form>
      </div>
    </span>
  );
}
