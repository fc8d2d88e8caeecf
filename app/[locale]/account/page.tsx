import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { AccountSections } from '@/components/account/AccountSections';
import { accountMetadata } from '@/components/account/AuthPage';
import { accountFormProps } from '@/components/account/labels';
import { PageFrame } from '@/components/editorial/PageFrame';
import { PageHeader } from '@/components/editorial/PageHeader';
import { routeLocale } from '@/i18n/route-locale';
import { getAccountPage } from '@/server/loaders/account';

export const generateMetadata = accountMetadata('account_page');

/**
 * The account is the customer's own page: it renders whole on each request, with no static shell to
 * stream into, so its sections and forms arrive in the first HTML and work without JavaScript (a
 * streamed Suspense boundary needs a script to be revealed).
 */
export const instant = false;

/** spec §2.1 account, `?section=orders|account_informations|address_book|return_product` (default orders). */
export default async function AccountPage({ params, searchParams }: PageProps<'/[locale]/account'>) {
  const { locale } = await routeLocale(params);
  const [document, query, form] = await Promise.all([
    getAccountPage(locale, 'account_page'),
    searchParams,
    accountFormProps(locale),
  ]);
  if (!document) notFound();
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} intro={document.data.intro} />
      <AccountSections locale={locale} query={query} form={form} />
    </PageFrame>
  );
}
