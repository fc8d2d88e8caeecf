import { asText } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { EditorialSlices } from '@/components/EditorialSlices';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import type { CategorySection } from '@/lib/listing-routes';
import type { CategoryDocument } from '@/server/loaders/category';
import { PageFrame } from './PageFrame';
import { PageHeader } from './PageHeader';

/** The editorial part of a (root) category page: title, description and the editor's slices. */
export async function CategoryEditorial({
  locale,
  section,
  document,
}: {
  locale: Locale;
  section: CategorySection;
  document: CategoryDocument;
}) {
  const t = await getTranslations({ locale, namespace: 'pages.crumbs' });
  const title = asText(document.data.title);
  const isRoot = document.uid === null;
  return (
    <PageFrame
      locale={locale}
      document={document}
      contentFollows
      trail={
        isRoot
          ? [{ label: title }]
          : [{ label: t(section), href: localePath(locale, `/${section}`) }, { label: title }]
      }
    >
      <PageHeader title={document.data.title} intro={document.data.description} />
      <EditorialSlices slices={document.data.slices} locale={locale} />
    </PageFrame>
  );
}
