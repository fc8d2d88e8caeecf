import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/RichText';
import { Slices } from '@/components/Slices';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { getLibraryUiPage, librarySections } from '@/server/slices/library';
import styles from './page.module.css';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/ui'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const page = await getLibraryUiPage(locale);
  return {
    title: page?.data.meta_title || 'UI',
    description: page?.data.meta_description || undefined,
    // An internal page for editors and designers: never in search results.
    robots: { index: false, follow: false },
  };
});

/** spec §2.1 "Component library" (/ui): every slice in every variation, from its Slice Machine mocks. */
export default pageWhenAvailable(async function LibraryUiPage({ params }: PageProps<'/[locale]/ui'>) {
  const { locale } = await routeLocale(params);
  const [page, t] = await Promise.all([
    getLibraryUiPage(locale),
    getTranslations({ locale, namespace: 'slices.library' }),
  ]);
  if (!page) notFound();
  return (
    <>
      <header className={styles.header}>
        <RichText field={page.data.title} name="library_ui title" />
        <RichText field={page.data.intro} name="library_ui intro" />
      </header>
      {librarySections().map(({ sliceName, variationName, slice }) => (
        <article
          key={slice.id}
          className={styles.entry}
          aria-labelledby={`ui-${slice.id}`}
          data-ui-slice={slice.slice_type}
          data-ui-variation={slice.variation}
        >
          <h2 id={`ui-${slice.id}`} className={styles.name}>
            {t('variation', { slice: sliceName, variation: variationName })}
          </h2>
          {/* Nested: the library title is the page's one h1, so each example's headings start at h2. */}
          <Slices slices={[slice]} locale={locale} nested />
        </article>
      ))}
    </>
  );
});
