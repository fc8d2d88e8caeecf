'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { SidePanel } from '../shell/SidePanel';
import styles from './HeaderSearch.module.css';

interface HeaderSearchProps {
  /** The search page: where the link goes before the page hydrates, or opened in a new tab. */
  href: string;
  label: string;
  title: string;
  closeLabel: string;
  className?: string;
  /** The search form with predictions, rendered by the server with its strings. */
  children: ReactNode;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The header's search link (spec §2.3), which opens predictive search in a panel from the top on any
 * page; it closes on Escape, a click outside, the close button or a navigation, and gives the focus
 * back to the link. The form mounts only while open, so a page has one search form at a time.
 */
export function HeaderSearch({ href, label, title, closeLabel, className, children }: HeaderSearchProps) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  return (
    <>
      <Link
        href={href}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="header-search"
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          setOpenOn(pathname);
        }}
      >
        {label}
      </Link>
      <SidePanel
        open={open}
        onClose={close}
        side="top"
        labelledBy="header-search-title"
        testId="search-panel"
      >
        {open ? (
          <div className={styles.inner}>
            <h2 id="header-search-title" className="visually-hidden">
              {title}
            </h2>
            {children}
            <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
              ×
            </button>
          </div>
        ) : null}
      </SidePanel>
    </>
  );
}
