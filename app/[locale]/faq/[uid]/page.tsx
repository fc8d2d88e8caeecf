import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asText } from '@prismicio/client';
import { PageHeader } from '@/components/editorial/PageHeader';
import { Prose } from '@/components/editorial/Prose';
import styles from '@/components/editorial/Faq.module.css';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { localePath } from '@/lib/routes';
import { documentMetadata } from '@/server/seo';
import { PageFrame } from '@/components/editorial/PageFrame';
import { getFaqItem } from '@/server/loaders/faq';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export function generateStaticParams() {
  return [{ uid: 'delivery-times' }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/faq/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, uid } = route;
  const document = await getFaqItem(locale, uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.question) }) : {};
});

export default pageWhenAvailable(async function FaqItemPage({ params }: PageProps<'/[locale]/faq/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  const document = await getFaqItem(locale, uid);
  if (!document) notFound();
  const t = await getTranslations({ locale, namespace: 'pages.faq' });
  const tCrumbs = await getTranslations({ locale, namespace: 'pages.crumbs' });
  return (
    <PageFrame
      locale={locale}
      document={document}
      trail={[
        { label: tCrumbs('faq'), href: localePath(locale, '/faq') },
        { label: asText(document.data.question) },
      ]}
    >
      <PageHeader title={document.data.question} />
      <Prose field={document.data.answer} />
      <Link className={styles.back} href={localePath(locale, '/faq')}>
        {t('allQuestions')}
      </Link>
    </PageFrame>
  );
});
