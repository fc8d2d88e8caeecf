import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { AccountSections } from '@/components/account/AccountSections';
import { accountMetadata } from '@/components/account/AuthPage';
import { accountFormProps } from '@/components/account/labels';
import { PageFrame } from '@/components/editorial/PageFrame';
import { PageHeader } from '@/components/editorial/PageHeader';
import { routeLocale } from '@/i18n/route-locale';
import { getAccountPage } from '@/server/loaders/account';
import { pageWhenAvailable } from '@/components/when-available';

export const generateMetadata = accountMetadata('account_page');

/**
 * The customer's part is awaited in place, not behind a Suspense boundary: it arrives in the first
 * HTML and works without JavaScript (a streamed boundary needs a script to be revealed). Navigations
 * into the account are therefore not instant, which this page does not need.
 */
export const instant = false;

/** spec §2.1 account, `?section=orders|account_informations|address_book|return_product` (default orders). */
export default pageWhenAvailable(async function AccountPage({
  params,
  searchParams,
}: PageProps<'/[locale]/account'>) {
  const { locale } = await routeLocale(params);
  // Decided while prerendering, before the query: where the shop does not sell, the page is a 404.
  const document = await getAccountPage(locale, 'account_page');
  if (!document) notFound();
  const [query, form] = await Promise.all([searchParams, accountFormProps(locale)]);
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} intro={document.data.intro} />
      <AccountSections locale={locale} query={query} form={form} />
    </PageFrame>
  );
});
