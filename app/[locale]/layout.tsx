import type { Metadata, Viewport } from 'next';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { Alerts } from '@/client/shell/Alerts';
import { LoadingBar } from '@/client/shell/LoadingBar';
import { ConsentAndAnalytics } from '@/components/shell/ConsentAndAnalytics';
import { SupportChat } from '@/components/shell/SupportChat';
import { AnnouncementBanner } from '@/components/shell/AnnouncementBanner';
import { EngagementPopins } from '@/components/shell/EngagementPopins';
import { Footer } from '@/components/shell/Footer';
import { Header } from '@/components/shell/Header';
import { MarketIslands } from '@/components/shell/MarketIslands';
import { SiteJsonLd } from '@/components/shell/SiteJsonLd';
import { PrismicToolbar } from '@/components/PrismicToolbar';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { routing } from '@/i18n/routing';
import { localeConfig } from '@/lib/markets';
import { mediaOrigins, serverConfig } from '@/server/config';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(serverConfig().siteUrl),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('description'),
  };
}

export const viewport: Viewport = { themeColor: '#111111', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await routeLocale(params);
  const [tHeader, tShell] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'shell' }),
  ]);

  return (
    <html lang={localeConfig(locale).intl}>
      {/* `preload` holds transitions back until the page has loaded (client/shell/navigation-state). */}
      <body className="preload">
        {/*
          The first picture is most pages' largest paint: its connection opens while the HTML still
          arrives. Elements, which React puts in the head: react-dom's preconnect() in a server component
          is only a hint in the RSC payload, which the browser reads once the scripts have run.
        */}
        {mediaOrigins().map((origin) => (
          <link key={origin} rel="preconnect" href={origin} />
        ))}
        <div data-market-sentinel aria-hidden="true" />
        <a className="skip-link" href="#main">
          {tHeader('skipToContent')}
        </a>
        {/* First on the page, where an editor arriving in a preview sees the way out before anything. */}
        <PrismicToolbar locale={locale} />
        <AnnouncementBanner locale={locale} />
        <Header locale={locale} />
        {/* The newsletter pop-in opens once this has left the view (spec §4). */}
        <div data-newsletter-sentinel aria-hidden="true" />
        <main id="main">{children}</main>
        <Footer locale={locale} />
        <SiteJsonLd locale={locale} />
        {/*
          In the shell, not in the islands' boundary: read from cached documents only, and in the
          boundary its client module, loaded while the page was prerendered, finished the boundary
          after the shell, so React sent the whole boundary hidden, shown by a script.
        */}
        <SupportChat locale={locale} />
        {/*
          The islands hydrate apart from the page, in tasks of their own (Lighthouse's blocking time on a
          phone). Only small markup goes in a boundary: React sends a boundary over 12.8 KB apart, shown
          by a script, so without JavaScript it would stay hidden (tests/e2e/visible-defects.spec.ts).
        */}
        <Suspense>
          <LoadingBar label={tShell('loading')} />
          <Alerts closeLabel={tShell('close')} />
          <MarketIslands locale={locale} />
          <ConsentAndAnalytics locale={locale} />
          <EngagementPopins locale={locale} />
        </Suspense>
      </body>
    </html>
  );
}
