import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asText } from '@prismicio/client';
import styles from '@/components/editorial/Contact.module.css';
import { PageHeader } from '@/components/editorial/PageHeader';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { localePath } from '@/lib/routes';
import { getContactPage } from '@/server/loaders/contact';
import { PageFrame } from '@/components/editorial/PageFrame';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

/** The view after a sent contact message: the contact page's thank-you copy, never indexed. */
export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/contact/thank-you'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const document = await getContactPage(locale);
  return {
    title: document ? asText(document.data.thank_you_title) : undefined,
    robots: { index: false, follow: false },
  };
});

export default pageWhenAvailable(async function ContactThankYouPage({
  params,
}: PageProps<'/[locale]/contact/thank-you'>) {
  const { locale } = await routeLocale(params);
  const [document, t] = await Promise.all([
    getContactPage(locale),
    getTranslations({ locale, namespace: 'pages.contact' }),
  ]);
  if (!document) notFound();
  return (
    <PageFrame
      locale={locale}
      trail={[
        { label: asText(document.data.title), href: localePath(locale, '/contact') },
        { label: asText(document.data.thank_you_title) },
      ]}
    >
      <PageHeader title={document.data.thank_you_title} intro={document.data.thank_you_text} />
      <p className={styles.back}>
        <Link className="button" href={localePath(locale, '/contact')}>
          {t('backToContact')}
        </Link>
      </p>
    </PageFrame>
  );
});
