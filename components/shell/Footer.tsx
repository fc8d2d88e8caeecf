import Link from 'next/link';
import { PrismicRichText } from '@prismicio/react';
import { richTextComponents } from '@/components/RichText';
import { getTranslations } from 'next-intl/server';
import { ConsentSettingsButton } from '@/client/consent/ConsentSettingsButton';
import { FooterLinkGroups } from '@/client/shell/FooterLinkGroups';
import { FooterStrip } from '@/client/shell/FooterStrip';
import { LanguageSwitcher } from '@/client/market/LanguageSwitcher';
import { resolveCopy } from '@/lib/copy-placeholders';
import { localeConfig, locales, type Locale } from '@/lib/markets';
import { leadsToSellingOnlyPage } from '@/lib/account';
import { localePath } from '@/lib/routes';
import { isSellingEnabled } from '@/lib/selling';
import { getGlobalDocuments } from '@/server/prismic/global';
import { FooterNewsletter } from './FooterNewsletter';
import { footerLinkGroup, hrefOf } from './navigation';
import styles from './Footer.module.css';

/**
 * spec §2.3 footer: strip slider, newsletter (a per-visitor hole: forbidden countries get none), link
 * groups, support strip, language switcher and reassurance text. Dark by default; a page rendering
 * <LandingNavigation footerTheme="light"> turns it light (CSS :has, so the layout stays static).
 */
export async function Footer({ locale }: { locale: Locale }) {
  const [t, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getGlobalDocuments(locale),
  ]);
  const footer = globals.footer?.data;
  const supportVisible = globals.settings?.data.support_strip_visible !== false;
  // An editor's footer serves every locale of its language: where the shop does not sell, its links to
  // the account pages would lead to 404s (spec §6), so they are left out.
  const selling = isSellingEnabled({ locale, settings: globals.selling });
  const groups = (footer?.link_groups ?? []).map(footerLinkGroup).map((group) => ({
    ...group,
    links: selling ? group.links : group.links.filter((link) => !leadsToSellingOnlyPage(link.href)),
  }));
  const strip = (footer?.sup_footer ?? []).flatMap((item) => {
    // An item whose placeholder means nothing in this market (lib/copy-placeholders) is left out.
    const name = resolveCopy(item.name ?? '', locale);
    const label = resolveCopy(item.label ?? '', locale);
    return item.image.url && name !== null && label !== null
      ? [{ image: { src: item.image.url, alt: item.image.alt ?? '' }, name, label, href: hrefOf(item.link) }]
      : [];
  });

  return (
    <footer className={styles.footer} data-testid="footer">
      {strip.length > 0 ? (
        <FooterStrip items={strip} label={t('strip')} slideLabel={t('goToSlide', { number: '{number}' })} />
      ) : null}
      {supportVisible ? (
        <div className={styles.support} data-testid="support-strip">
          <p>{t('supportText')}</p>
          <Link href={localePath(locale, '/contact')}>{t('supportContact')}</Link>
          <Link href={localePath(locale, '/faq')}>{t('supportFaq')}</Link>
        </div>
      ) : null}
      <div className={styles.main}>
        {footer?.newsletter_headline ? (
          <FooterNewsletter
            locale={locale}
            headline={footer.newsletter_headline}
            text={footer.newsletter_text}
            forbiddenCountries={globals.settings?.data.newsletter_forbidden_countries ?? null}
          />
        ) : null}
        <FooterLinkGroups groups={groups} label={t('links')} />
      </div>
      <div className={styles.bottom}>
        <LanguageSwitcher
          current={locale}
          label={t('languageSwitcher')}
          options={locales.map((code) => ({ locale: code, label: localeConfig(code).name }))}
        />
        <div className={styles.reassurance}>
          <PrismicRichText field={footer?.reassurance_text} components={richTextComponents} />
        </div>
        <ConsentSettingsButton label={t('cookieSettings')} className={styles.cookieSettings} />
        <p className={styles.legal}>{t('legal')}</p>
      </div>
    </footer>
  );
}
