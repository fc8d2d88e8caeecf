import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Footer } from '@/components/shell/Footer';
import { Header } from '@/components/shell/Header';
import { routing } from '@/i18n/routing';
import { localeConfig } from '@/lib/markets';
import { serverConfig } from '@/server/config';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(serverConfig().siteUrl),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('description'),
  };
}

export const viewport: Viewport = { themeColor: '#111111', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'header' });

  return (
    <html lang={localeConfig(locale).intl}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <Header locale={locale} />
        <main id="main">{children}</main>
        <Footer locale={locale} />
      </body>
    </html>
  );
}
