import type { LocaleAlternates } from '@/lib/locale-alternates';

/**
 * A page tells the shell where it lives in the other locales (spec §3 "metas": langSwitcher). The
 * footer's language switcher and the market pickers read it; without it they use the locale roots.
 */
export function PageAlternates({ alternates }: { alternates: LocaleAlternates }) {
  return (
    <script
      type="application/json"
      data-page-alternates
      dangerouslySetInnerHTML={{ __html: JSON.stringify(alternates).replace(/</g, '\\u003c') }}
    />
  );
}
