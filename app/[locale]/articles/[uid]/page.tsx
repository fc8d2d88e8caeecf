import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asText } from '@prismicio/client';
import { PageHeader } from '@/components/editorial/PageHeader';
import { EditorialSlices } from '@/components/EditorialSlices';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { formatLongDate } from '@/lib/dates';
import { localeConfig } from '@/lib/markets';
import { documentMetadata } from '@/server/seo';
import styles from '@/components/editorial/PageHeader.module.css';
import { PageFrame } from '@/components/editorial/PageFrame';
import { localePath } from '@/lib/routes';
import { getArticle } from '@/server/loaders/articles';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export function generateStaticParams() {
  return [{ uid: 'how-to-care-for-silk' }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/articles/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, uid } = route;
  const document = await getArticle(locale, uid);
  if (!document) return {};
  return documentMetadata(locale, document, {
    title: asText(document.data.title),
    description: document.data.excerpt ?? undefined,
  });
});

export default pageWhenAvailable(async function ArticlePage({
  params,
}: PageProps<'/[locale]/articles/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  const document = await getArticle(locale, uid);
  if (!document) notFound();
  const t = await getTranslations({ locale, namespace: 'pages.articles' });
  const tCrumbs = await getTranslations({ locale, namespace: 'pages.crumbs' });
  const { publication_date: date, author } = document.data;
  return (
    <PageFrame
      locale={locale}
      document={document}
      trail={[
        { label: tCrumbs('articles'), href: localePath(locale, '/articles') },
        { label: asText(document.data.title) },
      ]}
    >
      <article>
        <PageHeader title={document.data.title}>
          <p className={styles.intro}>
            {date ? (
              <time dateTime={date}>
                {t('publishedOn', { date: formatLongDate(date, localeConfig(locale).intl) })}
              </time>
            ) : null}
            {date && author ? ' · ' : null}
            {author ? t('byAuthor', { author }) : null}
          </p>
        </PageHeader>
        <EditorialSlices slices={document.data.slices} locale={locale} />
      </article>
    </PageFrame>
  );
});
