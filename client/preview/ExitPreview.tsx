'use client';

import { usePathname } from 'next/navigation';
import styles from './ExitPreview.module.css';

/**
 * The embedded default's stand-in for the hosted toolbar's "exit" button: a plain form to the shop's
 * exit-preview route, which clears the preview and sends the editor back to this page as published.
 * A form, so it works before (and without) JavaScript; the page's path is the only thing it needs.
 */
export function ExitPreview({ label, notice, exit }: { label: string; notice: string; exit: string }) {
  const pathname = usePathname();
  return (
    <aside className={styles.bar} aria-label={label}>
      <p>{notice}</p>
      <form method="get" action="/api/exit-preview">
        <input type="hidden" name="redirect" value={pathname} />
        <button type="submit">{exit}</button>
      </form>
    </aside>
  );
}
