import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asText, isFilled } from '@prismicio/client';
import { PrismicEmbed } from '@/components/editorial/PrismicEmbed';
import { PageHeader } from '@/components/editorial/PageHeader';
import headerStyles from '@/components/editorial/PageHeader.module.css';
import styles from '@/components/editorial/Livestream.module.css';
import { ProductCard } from '@/components/product/ProductCard';
import { EditorialSlices } from '@/components/EditorialSlices';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { formatLongDate } from '@/lib/dates';
import { localeConfig } from '@/lib/markets';
import { documentMetadata } from '@/server/seo';
import { getProductCards } from '@/server/shopify/products';
import { PageFrame } from '@/components/editorial/PageFrame';
import { getLivestream } from '@/server/loaders/content';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export function generateStaticParams() {
  return [{ uid: 'live-from-the-atelier' }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/livestream/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, uid } = route;
  const document = await getLivestream(locale, uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function LivestreamPage({
  params,
}: PageProps<'/[locale]/livestream/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  const document = await getLivestream(locale, uid);
  if (!document) notFound();
  const handles = document.data.products
    .map((item) => item.product_handle)
    .filter((handle) => handle !== null);
  const [t, products] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.livestream' }),
    getProductCards(locale, handles),
  ]);
  const startsAt = document.data.starts_at;
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} intro={document.data.intro}>
        {startsAt ? (
          <p className={headerStyles.intro}>
            <time dateTime={startsAt}>
              {t('startsAt', { date: formatLongDate(startsAt, localeConfig(locale).intl, true) })}
            </time>
          </p>
        ) : null}
      </PageHeader>
      {isFilled.embed(document.data.video) ? (
        <PrismicEmbed field={document.data.video} className={styles.video} />
      ) : null}
      {products.length ? (
        <section aria-labelledby="livestream-products" className={styles.products}>
          <h2 id="livestream-products">{t('products')}</h2>
          <ul>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard locale={locale} product={product} layout="livestream" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <EditorialSlices slices={document.data.slices} locale={locale} />
    </PageFrame>
  );
});
