import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { PageHeader } from '@/components/editorial/PageHeader';
import styles from '@/components/editorial/Faq.module.css';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { getFaqPage, getFaqTopics } from '@/server/loaders/faq';
import { documentMetadata } from '@/server/seo';
import { PageFrame } from '@/components/editorial/PageFrame';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/faq'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const document = await getFaqPage(locale);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const { locale } = await routeLocale(params);
  const [document, topics] = await Promise.all([getFaqPage(locale), getFaqTopics(locale)]);
  if (!document) notFound();
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} intro={document.data.intro} />
      <div className={styles.topics}>
        {topics.map((topic) => (
          <section key={topic.name} aria-labelledby={`faq-${topic.id}`} className={styles.topic}>
            <h2 id={`faq-${topic.id}`}>{topic.name}</h2>
            <ul>
              {topic.items.map((item) => (
                <li key={item.uid}>
                  <Link href={item.url}>{item.question}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageFrame>
  );
});
