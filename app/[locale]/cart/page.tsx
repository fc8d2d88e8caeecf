import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CartSummary } from '@/components/cart/CartSummary';
import { cartNoticeOf } from '@/lib/cart-form';
import { PageFrame } from '@/components/editorial/PageFrame';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { isSellingEnabled } from '@/lib/selling';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/cart'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const t = await getTranslations({ locale: route.locale, namespace: 'cart' });
  return { title: t('title'), robots: { index: false, follow: false } };
});

/** Read from the visitor's cookie and awaited in place: the page works without JavaScript. */
export const instant = false;

/**
 * The cart as a page, for direct links and browsers without JavaScript (the product form sends them
 * here after adding; the slide-in panel needs a script): the cart view, editable, its forms posting
 * back here, and the way to the checkout (docs/adr/0014).
 */
export default pageWhenAvailable(async function CartPage({
  params,
  searchParams,
}: PageProps<'/[locale]/cart'>) {
  const { locale } = await routeLocale(params);
  if (!isSellingEnabled({ locale })) notFound();
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'cart' }), searchParams]);
  return (
    <PageFrame locale={locale} trail={[{ label: t('title') }]}>
      <CartSummary locale={locale} added={query.added === '1'} notice={cartNoticeOf(query)} />
    </PageFrame>
  );
});
