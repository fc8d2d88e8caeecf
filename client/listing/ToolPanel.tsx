'use client';

import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import closeButton from '@/client/shell/CloseButton.module.css';
import { rememberFocus, rememberPanel, restorePanel } from './panel-memory';
import styles from './FilterBar.module.css';

/** Closes the filter-bar panel holding `element` and gives the focus back to its toggle. */
export function closePanel(element: Element) {
  const details = element.closest('details');
  if (!details?.open) return;
  details.open = false;
  details.querySelector('summary')?.focus();
}

interface ToolPanelProps {
  /** The `name` the bar's panels share, so that at most one of them is open. */
  group: string;
  toggle: string;
  title: string;
  closeLabel: string;
  /** A count shown on the toggle, with its spoken form ("2 filtres actifs"). */
  badge?: { count: number; label: string } | null;
  children: ReactNode;
}

/**
 * One toggle of the filter bar and its panel (spec §2.3, §4). The two are <details> of one name, so
 * the browser itself keeps at most one open: clicking the open toggle closes it, clicking the other
 * switches, with or without JavaScript. Below lg the panel covers the screen, with a title and a close
 * control.
 */
export function ToolPanel({ group, toggle, title, closeLabel, badge, children }: ToolPanelProps) {
  const titleId = useId();
  const ref = useRef<HTMLDetailsElement>(null);
  useLayoutEffect(() => restorePanel(toggle, ref.current!), [toggle]);
  return (
    <details
      ref={ref}
      name={group}
      className={styles.tool}
      onToggle={(event) => rememberPanel(toggle, event.currentTarget.open)}
      onFocus={(event) => rememberFocus(toggle, event.target)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') closePanel(event.currentTarget);
      }}
    >
      <summary className={styles.toggle}>
        {toggle}
        {badge ? (
          <>
            {' '}
            <span className={styles.badge} aria-hidden="true">
              {badge.count}
            </span>
            <span className="visually-hidden">{badge.label}</span>
          </>
        ) : null}
      </summary>
      <section className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.panelHead}>
          <h2 id={titleId} className={styles.panelTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={closeButton.close}
            onClick={(event) => closePanel(event.currentTarget)}
            aria-label={closeLabel}
          >
            ×
          </button>
        </div>
        {children}
      </section>
    </details>
  );
}
