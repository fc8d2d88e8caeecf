import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { asText } from '@prismicio/client';
import { PageFrame } from '@/components/editorial/PageFrame';
import { PageHeader } from '@/components/editorial/PageHeader';
import { SlicePage } from '@/components/editorial/SlicePage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { documentMetadata } from '@/server/seo';
import { getRecyclingPage } from '@/server/loaders/content';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/how-to-recycle-in-italia'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const document = await getRecyclingPage(locale);
  if (document) return documentMetadata(locale, document, { title: asText(document.data.title) });
  const t = await getTranslations({ locale, namespace: 'pages.recycling' });
  return { title: t('title') };
});

/** Visitors from a known country other than Italy never get here: proxy.ts sends them home (307). */
export default pageWhenAvailable(async function RecyclingPage({
  params,
}: PageProps<'/[locale]/how-to-recycle-in-italia'>) {
  const { locale } = await routeLocale(params);
  const [document, t] = await Promise.all([
    getRecyclingPage(locale),
    getTranslations({ locale, namespace: 'pages.recycling' }),
  ]);
  return (
    <>
      {document ? (
        <SlicePage locale={locale} document={document} />
      ) : (
        <PageFrame locale={locale} trail={[{ label: t('title') }]}>
          <PageHeader title={t('title')} intro={t('text')} />
        </PageFrame>
      )}
    </>
  );
});
