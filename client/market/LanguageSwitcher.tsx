'use client';

import type { Locale } from '@/lib/markets';
import { languageSwitcherLinks } from '@/lib/locale-alternates';
import { usePageAlternates } from './page-alternates';
import styles from './LanguageSwitcher.module.css';

interface LanguageSwitcherProps {
  current: Locale;
  label: string;
  options: { locale: Locale; label: string }[];
}

/**
 * Links to this page in every locale (spec §3 langSwitcher): the page's alternates, else the locale
 * roots. Plain links, full page loads: another locale is another shop (currency, cart, content).
 */
export function LanguageSwitcher({ current, label, options }: LanguageSwitcherProps) {
  const alternates = usePageAlternates();
  const hrefs = new Map(languageSwitcherLinks(alternates).map((link) => [link.locale, link.href]));
  return (
    <nav aria-label={label} className={styles.switcher} data-testid="language-switcher">
      <ul>
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={hrefs.get(option.locale)}
              hrefLang={option.locale}
              aria-current={option.locale === current ? 'true' : undefined}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
