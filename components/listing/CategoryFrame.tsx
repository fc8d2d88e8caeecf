import type { ReactNode } from 'react';
import { asText } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { EditorialSlices } from '@/components/EditorialSlices';
import { PageFrame } from '@/components/editorial/PageFrame';
import { PageHeader } from '@/components/editorial/PageHeader';
import type { CategorySection } from '@/lib/listing-routes';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import type { CategoryDocument } from '@/server/loaders/category';

/**
 * A (root) category page in the order a shopper needs it: the title and description, the listing
 * (filter bar and first products on the first screen, spec §2.3), then the editor's slices, as blocks
 * under a page that already has its h1 and its largest paint (their headings start at h2, their
 * pictures load lazily). Editors still choose the slices and their order; the custom types' slice
 * zone says where they show.
 */
export async function CategoryFrame({
  locale,
  section,
  document,
  listing,
}: {
  locale: Locale;
  section: CategorySection;
  document: CategoryDocument;
  listing: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'pages.crumbs' });
  const title = asText(document.data.title);
  const isRoot = document.uid === null;
  return (
    <PageFrame
      locale={locale}
      document={document}
      trail={
        isRoot
          ? [{ label: title }]
          : [{ label: t(section), href: localePath(locale, `/${section}`) }, { label: title }]
      }
    >
      <PageHeader title={document.data.title} intro={document.data.description} compact />
      {listing}
      <EditorialSlices slices={document.data.slices} locale={locale} nested />
    </PageFrame>
  );
}
