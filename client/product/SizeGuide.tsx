'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Nothing, orFallback } from '@/client/shell/island-fallback';
import styles from './SizeGuide.module.css';
import type { SizeGuideLabels } from './types';

// Without the finder, the guide's table stays.
const loadFinder = orFallback(() => import('./SizeFinder').then((module) => module.SizeFinder), Nothing);
// Not part of the product page's first load: fetched when the shopper heads for the button, or opens the guide.
const SizeFinder = dynamic(loadFinder, { ssr: false });

/**
 * The body measurement guide (spec §3 body measurement keys): the maison's chart (`chart`, rendered on
 * the server), and a form that turns the shopper's measurements into a size, loaded when first opened.
 * A native modal <dialog>: focus is trapped and returned, Escape closes it, and so does a click on the
 * backdrop.
 */
export function SizeGuide({ chart, labels }: { chart: ReactNode; labels: SizeGuideLabels }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(false);

  return (
    <>
      <button
        type="button"
        className={styles.open}
        onPointerEnter={() => void loadFinder()}
        onFocus={() => void loadFinder()}
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
      >
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
      >
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId}>{labels.title}</h2>
            <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
              {labels.close}
            </button>
          </header>
          {chart}
          {opened ? <SizeFinder labels={labels} /> : null}
        </div>
      </dialog>
    </>
  );
}
