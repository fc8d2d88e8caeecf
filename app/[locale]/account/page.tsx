import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { AccountSections } from '@/components/account/AccountSections';
import { accountMetadata } from '@/components/account/AuthPage';
import { accountFormProps } from '@/components/account/labels';
import { PageFrame } from '@/components/editorial/PageFrame';
import { PageHeader } from '@/components/editorial/PageHeader';
import { routeLocale } from '@/i18n/route-locale';
import type { Locale } from '@/lib/markets';
import { getAccountPage } from '@/server/loaders/account';

export const generateMetadata = accountMetadata('account_page');

async function Sections({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: PageProps<'/[locale]/account'>['searchParams'];
}) {
  const [query, form] = await Promise.all([searchParams, accountFormProps(locale)]);
  return <AccountSections locale={locale} query={query} form={form} />;
}

/**
 * spec §2.1 account, `?section=orders|account_informations|address_book|return_product` (default orders).
 * The editor's title is static; the customer's part is the page's dynamic hole (cookies, query).
 */
export default async function AccountPage({ params, searchParams }: PageProps<'/[locale]/account'>) {
  const { locale } = await routeLocale(params);
  const document = await getAccountPage(locale, 'account_page');
  if (!document) notFound();
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} intro={document.data.intro} />
      <Suspense fallback={null}>
        <Sections locale={locale} searchParams={searchParams} />
      </Suspense>
    </PageFrame>
  );
}
