'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { MenuEntry, MenuLink } from '@/lib/navigation';
import { MobileMenuFallback } from './MobileMenuFallback';
import { SidePanel } from './SidePanel';
import { useHydrated } from './useHydrated';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  entries: MenuEntry[];
  extraLinks: MenuLink[];
  bottomLinks: MenuLink[];
  labels: { open: string; close: string; back: string; title: string; seeAll: string };
}

/**
 * The navigation below lg (spec §2.3): a panel from the left with the main links; a link with columns
 * opens a sub-panel with a back button; search and account sit at the bottom. A link closes the menu
 * before the navigation starts. Until the script runs, the links are in `details` (MobileMenuFallback).
 */
export function MobileMenu({ entries, extraLinks, bottomLinks, labels }: MobileMenuProps) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [subIndex, setSubIndex] = useState<number | null>(null);
  const open = openOn === pathname;
  const itemButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const backButton = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<number | null>(null);

  const close = () => {
    returnTo.current = null;
    setOpenOn(null);
    setSubIndex(null);
  };

  useEffect(() => {
    if (!open) return;
    if (subIndex !== null) backButton.current?.focus();
    else if (returnTo.current !== null) itemButtons.current[returnTo.current]?.focus();
  }, [open, subIndex]);

  const sub = subIndex === null ? null : entries[subIndex];
  const navigate = () => close();
  if (!hydrated)
    return (
      <MobileMenuFallback
        entries={entries}
        extraLinks={extraLinks}
        bottomLinks={bottomLinks}
        labels={labels}
      />
    );

  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenOn(pathname)}
        data-testid="mobile-menu-button"
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22">
          <path d="M2 5h18M2 11h18M2 17h18" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span className="visually-hidden">{labels.open}</span>
      </button>
      <SidePanel open={open} onClose={close} side="left" labelledBy="mobile-menu-title" testId="mobile-menu">
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id="mobile-menu-title" className={styles.title}>
              {sub ? sub.text : labels.title}
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label={labels.close}>
              ×
            </button>
          </div>
          {sub ? (
            <div className={styles.sub} data-testid="mobile-submenu">
              <button
                ref={backButton}
                type="button"
                className={styles.back}
                onClick={() => {
                  returnTo.current = subIndex;
                  setSubIndex(null);
                }}
              >
                ← {labels.back}
              </button>
              {sub.columns.flat().map((section) => (
                <section key={section.title} className={styles.section}>
                  {section.title ? <h3>{section.title}</h3> : null}
                  <ul>
                    {section.links.map((link) => (
                      <li key={link.href + link.label}>
                        <Link href={link.href} onClick={navigate}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {sub.href ? (
                <Link href={sub.href} className={styles.seeAll} onClick={navigate}>
                  {labels.seeAll.replace('{item}', sub.text)}
                </Link>
              ) : null}
            </div>
          ) : (
            <ul className={styles.main}>
              {entries.map((entry, index) =>
                entry.columns.length > 0 ? (
                  <li key={entry.id}>
                    <button
                      ref={(element) => {
                        itemButtons.current[index] = element;
                      }}
                      type="button"
                      className={styles.item}
                      onClick={() => setSubIndex(index)}
                    >
                      {entry.text}
                      <span aria-hidden="true">→</span>
                    </button>
                  </li>
                ) : entry.href ? (
                  <li key={entry.id}>
                    <Link href={entry.href} className={styles.item} onClick={navigate}>
                      {entry.text}
                    </Link>
                  </li>
                ) : null,
              )}
              {extraLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.item} onClick={navigate}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <ul className={styles.bottom}>
            {bottomLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={navigate}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </SidePanel>
    </div>
  );
}
