import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asText } from '@prismicio/client';
import { PageHeader } from '@/components/editorial/PageHeader';
import styles from '@/components/editorial/PageHeader.module.css';
import { Prose } from '@/components/editorial/Prose';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { formatLongDate } from '@/lib/dates';
import { localeConfig } from '@/lib/markets';
import { documentMetadata } from '@/server/seo';
import { PageFrame } from '@/components/editorial/PageFrame';
import { getLegalItem } from '@/server/loaders/content';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export function generateStaticParams() {
  return [{ uid: 'terms-of-sale' }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/legal/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, uid } = route;
  const document = await getLegalItem(locale, uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function LegalPage({ params }: PageProps<'/[locale]/legal/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  const document = await getLegalItem(locale, uid);
  if (!document) notFound();
  const t = await getTranslations({ locale, namespace: 'pages.legal' });
  const updatedOn = document.data.updated_on;
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title}>
        {updatedOn ? (
          <p className={styles.intro}>
            <time dateTime={updatedOn}>
              {t('updatedOn', { date: formatLongDate(updatedOn, localeConfig(locale).intl) })}
            </time>
          </p>
        ) : null}
      </PageHeader>
      <Prose field={document.data.body} />
    </PageFrame>
  );
});
