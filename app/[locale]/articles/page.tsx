import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asText } from '@prismicio/client';
import { MoreArticles } from '@/client/articles/MoreArticles';
import { ArticleCard } from '@/client/articles/ArticleCard';
import styles from '@/client/articles/ArticleGrid.module.css';
import { PageHeader } from '@/components/editorial/PageHeader';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { articlesPageSize } from '@/lib/articles';
import { localeConfig } from '@/lib/markets';
import { getBlogPage, listArticles } from '@/server/loaders/articles';
import { documentMetadata } from '@/server/seo';
import { PageFrame } from '@/components/editorial/PageFrame';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/articles'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const document = await getBlogPage(locale);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function ArticlesPage({ params }: PageProps<'/[locale]/articles'>) {
  const { locale } = await routeLocale(params);
  const document = await getBlogPage(locale);
  if (!document) notFound();
  const pageSize = articlesPageSize(document.data.page_size);
  const [t, first] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.articles' }),
    listArticles(locale, { page: 1, pageSize }),
  ]);
  const { intl } = localeConfig(locale);
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} intro={document.data.intro} />
      {first.articles.length ? (
        <ul className={styles.grid}>
          {first.articles.map((article) => (
            <li key={article.uid}>
              <ArticleCard article={article} intl={intl} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.more}>{t('empty')}</p>
      )}
      <MoreArticles
        locale={locale}
        pageSize={pageSize}
        totalPages={first.totalPages}
        initialCount={first.articles.length}
        intl={intl}
        labels={{
          loadMore: t('loadMore'),
          loading: t('loading'),
          loadFailed: t('loadFailed'),
          shown: t.raw('shown'),
        }}
      />
    </PageFrame>
  );
});
