'use client';

import { useState, type ReactNode } from 'react';
import styles from './AccordionItem.module.css';

/**
 * A disclosure: a real button (Enter and Space work natively) that says whether its panel is open.
 * The panel stays in the DOM so it can animate (spec §9: accordion 0.7 s), and is hidden from
 * assistive technology and the tab order while closed.
 */
export function AccordionItem({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = `${id}-panel`;
  const buttonId = `${id}-button`;
  return (
    <>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.button}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <span className={styles.icon} aria-hidden="true" />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.panel}
        data-open={open}
        inert={!open}
      >
        <div className={styles.inner}>
          <div className={styles.content}>{children}</div>
        </div>
      </div>
    </>
  );
}
