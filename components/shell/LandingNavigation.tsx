import { getTranslations } from 'next-intl/server';
import { LandingNavBar } from '@/client/shell/LandingNavBar';
import type { Locale } from '@/lib/markets';
import { landingNavItems, type LandingNavItem } from '@/lib/landing-navigation';
import { getGlobalDocuments } from '@/server/prismic/global';
import styles from './LandingNavigation.module.css';

interface LandingNavigationProps {
  items: LandingNavItem[];
  label: string;
  /** The fashion campaign has a light footer with a gray top border; every other page a dark one. */
  footerTheme?: 'dark' | 'light';
}

/**
 * Rendered by a campaign landing page at the top of its content (items: lib/landing-navigation landingNavItems).
 * It marks the page as a landing page for the shell (no support strip, footer theme) and shows the
 * anchor bar that takes over from the header while scrolling down.
 */
function LandingNavigation({ items, label, footerTheme = 'dark' }: LandingNavigationProps) {
  return (
    <div className={styles.landing} data-landing-page data-footer-theme={footerTheme}>
      {items.length > 0 ? <LandingNavBar items={items} label={label} /> : null}
    </div>
  );
}

/**
 * The campaign landing pages' navigation: anchors from the landing type's global setting, else from
 * the page's slices; the fashion campaign takes the light footer.
 */
export async function CampaignNavigation({
  locale,
  kind,
  slices,
}: {
  locale: Locale;
  kind: 'fragrance' | 'fashion';
  slices: readonly { primary: Record<string, unknown> }[];
}) {
  const [globals, t] = await Promise.all([
    getGlobalDocuments(locale),
    getTranslations({ locale, namespace: 'shell' }),
  ]);
  const setting = kind === 'fashion' ? globals.landingNavigationFashion : globals.landingNavigationFragrance;
  const sectionIds = slices.map((slice) =>
    typeof slice.primary.section_id === 'string' ? slice.primary.section_id : null,
  );
  return (
    <LandingNavigation
      items={landingNavItems(setting?.data.items ?? [], sectionIds)}
      label={t('landingNavigation')}
      footerTheme={kind === 'fashion' ? 'light' : 'dark'}
    />
  );
}
