import Link from 'next/link';
import type { MenuEntry, MenuLink } from '@/lib/navigation';
import styles from './MobileMenu.module.css';

interface MobileMenuFallbackProps {
  entries: MenuEntry[];
  extraLinks: MenuLink[];
  bottomLinks: MenuLink[];
  labels: { open: string; title: string; seeAll: string };
}

/**
 * The mobile menu before the script runs, or without one: the same links in `details` the browser
 * opens itself (a link with columns opens its own list), so a phone can reach every category.
 */
export function MobileMenuFallback({ entries, extraLinks, bottomLinks, labels }: MobileMenuFallbackProps) {
  return (
    <details className={`${styles.mobile} ${styles.fallback}`} data-testid="mobile-menu-fallback">
      <summary className={styles.toggle}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22">
          <path d="M2 5h18M2 11h18M2 17h18" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span className="visually-hidden">{labels.open}</span>
      </summary>
      <nav className={styles.fallbackPanel} aria-label={labels.title}>
        <ul className={styles.main}>
          {entries.map((entry) =>
            entry.columns.length > 0 ? (
              <li key={entry.id}>
                <details>
                  <summary className={styles.item}>{entry.text}</summary>
                  <ul className={styles.sub}>
                    {entry.columns.flat().flatMap((section) =>
                      section.links.map((link) => (
                        <li key={section.title + link.href + link.label}>
                          <Link href={link.href}>{link.label}</Link>
                        </li>
                      )),
                    )}
                    {entry.href ? (
                      <li>
                        <Link href={entry.href} className={styles.seeAll}>
                          {labels.seeAll.replace('{item}', entry.text)}
                        </Link>
                      </li>
                    ) : null}
                  </ul>
                </details>
              </li>
            ) : entry.href ? (
              <li key={entry.id}>
                <Link href={entry.href} className={styles.item}>
                  {entry.text}
                </Link>
              </li>
            ) : null,
          )}
          {[...extraLinks, ...bottomLinks].map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.item}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
