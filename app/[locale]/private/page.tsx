import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { PageHeader } from '@/components/editorial/PageHeader';
import { PrivateContent } from '@/components/editorial/PrivateContent';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { localePath } from '@/lib/routes';
import { documentMetadata } from '@/server/seo';
import { PageFrame } from '@/components/editorial/PageFrame';
import { getPrivatePage } from '@/server/loaders/content';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

/** /private is private by nature, whatever its flag says: always noindex,nofollow. */
export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/private'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const document = await getPrivatePage(locale);
  if (!document) return {};
  return {
    ...documentMetadata(locale, document, { title: asText(document.data.title) }),
    robots: { index: false, follow: false },
  };
});

export default pageWhenAvailable(async function PrivatePage({ params }: PageProps<'/[locale]/private'>) {
  const { locale } = await routeLocale(params);
  const document = await getPrivatePage(locale);
  if (!document) notFound();
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} />
      <PrivateContent locale={locale} document={document} path={localePath(locale, '/private')} />
    </PageFrame>
  );
});
