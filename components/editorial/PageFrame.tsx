import type { ReactNode } from 'react';
import type { PrismicDocument } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb, type BreadcrumbItem } from '@/components/shell/Breadcrumb';
import { PageAlternates } from '@/components/shell/PageAlternates';
import type { AlternatePage } from '@/lib/hreflang';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { documentAlternates, localeAlternates } from '@/server/seo';

/**
 * What every editorial page adds around its content: the breadcrumb (home first, the page itself
 * last) and, for a document's page (or a page that names its `alternates`), where it lives in the other
 * locales for the language switcher.
 */
export async function PageFrame({
  locale,
  document,
  alternates = document ? documentAlternates(document) : undefined,
  trail,
  children,
}: {
  locale: Locale;
  document?: PrismicDocument;
  alternates?: AlternatePage[];
  /** The crumbs after home; the last one is the current page. */
  trail: BreadcrumbItem[];
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <>
      {children}
      <Breadcrumb
        locale={locale}
        items={[{ label: t('breadcrumbHome'), href: localePath(locale, '/') }, ...trail]}
      />
      {alternates ? <PageAlternates alternates={localeAlternates(alternates)} /> : null}
    </>
  );
}
