'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type MouseEvent } from 'react';
import type { Locale } from '@/lib/markets';
import { orFallback } from '../shell/island-fallback';
import { SidePanel } from '../shell/SidePanel';
import { PlainSearchForm } from './PlainSearchForm';
import type { PredictiveSearchLabels } from './PredictiveSearch';
import styles from './HeaderSearch.module.css';

const loadPredictiveSearch = orFallback(
  () => import('./PredictiveSearch').then((module) => module.PredictiveSearch),
  PlainSearchForm,
);
// Not part of a page's first load: fetched when the shopper heads for the link, or opens it.
const PredictiveSearch = dynamic(loadPredictiveSearch, { ssr: false });

interface HeaderSearchProps {
  locale: Locale;
  /** The search page: where the link goes before the page hydrates, or opened in a new tab. */
  href: string;
  label: string;
  closeLabel: string;
  className?: string;
  formLabels: PredictiveSearchLabels;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The header's search link (spec §2.3), which opens predictive search in a panel from the top on any
 * page; it closes on Escape, a click outside, the close button or a navigation, and gives the focus
 * back to the link. The form mounts only while open, so a page has one search form at a time.
 */
export function HeaderSearch({ locale, href, label, closeLabel, className, formLabels }: HeaderSearchProps) {
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
        onPointerEnter={() => void loadPredictiveSearch()}
        onFocus={() => void loadPredictiveSearch()}
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
              {formLabels.label}
            </h2>
            <PredictiveSearch locale={locale} action={href} labels={formLabels} layout="panel" autoFocus />
            <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
              ×
            </button>
          </div>
        ) : null}
      </SidePanel>
    </>
  );
}
