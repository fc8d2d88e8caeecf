import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asText } from '@prismicio/client';
import { StoreFinder } from '@/client/stores/StoreFinder';
import { PageHeader } from '@/components/editorial/PageHeader';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { countryNamer } from '@/lib/countries';
import { localeConfig } from '@/lib/markets';
import { getStoreLocator, storesOf } from '@/server/loaders/stores';
import { documentMetadata } from '@/server/seo';
import { PageFrame } from '@/components/editorial/PageFrame';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/store-locator'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const document = await getStoreLocator(locale);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function StoreLocatorPage({
  params,
}: PageProps<'/[locale]/store-locator'>) {
  const { locale } = await routeLocale(params);
  const [document, t] = await Promise.all([
    getStoreLocator(locale),
    getTranslations({ locale, namespace: 'pages.storeLocator' }),
  ]);
  if (!document) notFound();
  const stores = storesOf(document);
  const { intl } = localeConfig(locale);
  const countryName = countryNamer(locale);
  const countryNames = Object.fromEntries(
    [...new Set(stores.map((store) => store.countryCode))].map((code) => [code, countryName(code)]),
  );
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} intro={document.data.intro} />
      <StoreFinder
        stores={stores}
        countryNames={countryNames}
        intl={intl}
        labels={{
          searchLabel: t('searchLabel'),
          searchPlaceholder: t('searchPlaceholder'),
          nearMe: t('nearMe'),
          locating: t('locating'),
          geolocationDenied: t('geolocationDenied'),
          geolocationUnsupported: t('geolocationUnsupported'),
          results: Array.from({ length: stores.length + 1 }, (_, count) => t('results', { count })),
          distance: t.raw('distance'),
          phone: t('phone'),
          email: t('email'),
          openingHours: t('openingHours'),
          services: t('services'),
          choose: t('choose'),
          chosen: t('chosen'),
          storesList: t('storesList'),
        }}
      />
    </PageFrame>
  );
});
