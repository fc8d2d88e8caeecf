import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProductViewEvent } from '@/client/analytics/ProductViewEvent';
import { ProductPurchase } from '@/client/product/ProductPurchase';
import { RecentlyViewed } from '@/client/product/RecentlyViewed';
import { DeliveryEstimate } from '@/client/product/DeliveryEstimate';
import { SizeGuide } from '@/client/product/SizeGuide';
import { PageFrame } from '@/components/editorial/PageFrame';
import { SliceList } from '@/components/SliceList';
import { productPageComponents } from '@/slices/product-page';
import { deliveryDaysOf } from '@/lib/delivery-estimate';
import { productAlternatePages } from '@/lib/hreflang';
import { localeConfig, type Locale } from '@/lib/markets';
import { discountAmount, formatDiscountPercent, formatPrice } from '@/lib/money';
import { shownVariant } from '@/lib/shown-variant';
import {
  metafieldBoolean,
  metafieldPositiveInteger,
  metafieldText,
  parseAccordions,
  sampleTypeOf,
} from '@/lib/product';
import { localePath, productPath } from '@/lib/routes';
import { isSellingEnabled, shopSectionOf } from '@/lib/selling';
import type { ProductPage } from '@/server/loaders/product';
import { serverConfig } from '@/server/config';
import { AssociatedProducts } from './AssociatedProducts';
import { ProductAccordions } from './ProductAccordions';
import { galleryMediaOf, productGalleryColours, shownColourOf } from './gallery-media';
import { ProductGallery } from './ProductGallery';
import { ProductJsonLd } from './ProductJsonLd';
import { ProductNotices } from './ProductNotices';
import { giftCardRecipientProps } from './gift-card-recipient-labels';
import { purchaseLabels } from './purchase-labels';
import { purchaseOptions, purchaseVariants } from './purchase-data';
import { SampleOffer } from './SampleOffer';
import { SetComponents } from './SetComponents';
import { SizeChart } from './SizeChart';
import { WhereToBuy } from './WhereToBuy';
import { sizeGuideLabels } from './size-guide-labels';
import { getGlobalDocuments } from '@/server/prismic/global';
import styles from './ProductView.module.css';

/** Where a product sits, for its breadcrumb: the root page of its section (spec §2.1). */
const sectionRoots = { fashion: '/fashion', fragrance: '/fragrance', set: '/sets' } as const;
const sectionCrumbs = { fashion: 'fashion', fragrance: 'fragrance', set: 'sets' } as const;

/** A product page of any kind (fashion, fragrance, set, gift card): the product, then the editor's slices. */
export async function ProductView({ locale, page }: { locale: Locale; page: ProductPage }) {
  const { product, kind, document, section } = page;
  const [t, tCrumbs, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'pages.crumbs' }),
    getGlobalDocuments(locale),
  ]);
  // The same rule as the header's: the locale's flags, and the settings that switch the shop off or on.
  const selling = isSellingEnabled({ locale, section: shopSectionOf(kind), settings: globals.selling });
  const comingSoon = metafieldBoolean(product.comingSoon);
  const privateSales = metafieldPositiveInteger(product.privateSalesDiscount);
  const accordions = parseAccordions(product.accordions);
  const ownSampleType = sampleTypeOf(product.sampleType);
  const variants = purchaseVariants(product, locale);
  const components = product.variants.nodes[0]?.components.nodes ?? [];
  const associated = (product.associatedProducts?.references?.nodes ?? []).filter(
    (node): node is Extract<typeof node, { handle: string }> => 'handle' in node,
  );
  const path = productPath(locale, kind, product.handle);
  const shown = shownVariant(product.variants.nodes);
  const sizeLabels = kind === 'fashion' ? await sizeGuideLabels(locale) : null;
  // A gift card is sent by e-mail: no parcel, no delivery estimate.
  const deliveryDays = kind === 'gift_card' ? null : deliveryDaysOf(locale);
  const gallery = galleryMediaOf(product, t('video', { title: product.title }));
  const colours = productGalleryColours(product, gallery);

  return (
    <PageFrame
      locale={locale}
      alternates={productAlternatePages(kind, product.handle)}
      trail={[
        { label: tCrumbs(sectionCrumbs[section]), href: localePath(locale, sectionRoots[section]) },
        { label: product.title },
      ]}
    >
      <ProductJsonLd
        product={{
          title: product.title,
          description: product.description,
          vendor: product.vendor,
          url: `${serverConfig().siteUrl}${path}`,
          images: product.media.nodes.flatMap((m) => ('image' in m && m.image ? [m.image.url] : [])),
          variants: product.variants.nodes,
          comingSoon,
        }}
      />
      <article className={styles.product} data-kind={kind}>
        <ProductGallery
          items={gallery}
          colours={colours}
          shownColour={selling ? shownColourOf(colours, shown) : null}
          labels={{ gallery: t('gallery', { title: product.title }), thumbnails: t('galleryThumbnails') }}
        />
        <div className={styles.summary}>
          <h1 className={styles.title}>{product.title}</h1>
          {product.subtitle?.value ? <p className={styles.subtitle}>{product.subtitle.value}</p> : null}
          <ProductNotices
            comingSoon={comingSoon ? t('comingSoon') : null}
            privateSales={
              privateSales
                ? t('privateSales', {
                    percent: formatDiscountPercent(privateSales, localeConfig(locale).intl),
                  })
                : null
            }
            promo={metafieldText(product.productPromo)}
          />
          {shown ? (
            <ProductViewEvent
              product={{
                id: product.id,
                sku: shown.sku ?? '',
                name: product.title,
                brand: product.vendor,
                category: product.productType || null,
                price: Number(shown.price.amount),
                quantity: 1,
                variant: shown.title,
                variantId: shown.id,
                // Per unit, as a cart line reports it (lib/cart-lines.ts).
                discount: Number(discountAmount(shown.price, shown.compareAtPrice)?.amount ?? 0),
              }}
            />
          ) : null}
          {ownSampleType ? <p className={styles.sampleNotice}>{t(`sample.${ownSampleType}`)}</p> : null}
          {selling ? (
            <ProductPurchase
              locale={locale}
              handle={product.handle}
              options={purchaseOptions(product, kind, locale, colours)}
              variants={variants}
              comingSoon={comingSoon}
              recipient={kind === 'gift_card' ? await giftCardRecipientProps(locale) : undefined}
              labels={await purchaseLabels(locale, variants)}
            />
          ) : (
            <div className={styles.notSold} data-testid="not-sold">
              <p className={styles.price}>{shown ? formatPrice(shown.price, locale) : null}</p>
              <p>{t('notSoldHere')}</p>
              <Link className="button" href={localePath(locale, '/store-locator')}>
                {t('findInStore')}
              </Link>
            </div>
          )}
          {selling && deliveryDays && !comingSoon ? (
            <DeliveryEstimate
              days={deliveryDays}
              intl={localeConfig(locale).intl}
              labels={{
                days: t('deliveryEstimate.days', { ...deliveryDays }),
                dates: t.raw('deliveryEstimate.dates') as string,
              }}
            />
          ) : null}
          {selling ? null : <WhereToBuy locale={locale} kind={kind} sku={shown?.sku ?? null} />}
          {sizeLabels ? (
            <SizeGuide
              chart={
                <SizeChart sizeInformation={metafieldText(product.sizeInformation)} labels={sizeLabels} />
              }
              labels={sizeLabels}
            />
          ) : null}
          {product.sampleProduct?.reference ? (
            <SampleOffer
              locale={locale}
              sample={product.sampleProduct.reference}
              labels={{
                title: t('sample.title'),
                trybuy: t('sample.trybuy'),
                swp: t('sample.swp'),
                discover: t('sample.discover'),
              }}
            />
          ) : null}
          <SetComponents
            locale={locale}
            components={components}
            title={t('setComponents')}
            quantityLabel={t.raw('quantityTimes') as string}
          />
          {accordions.length > 0 ? (
            <ProductAccordions items={accordions} />
          ) : (
            <div
              className={styles.description}
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          )}
        </div>
      </article>
      <AssociatedProducts locale={locale} products={associated} title={t(`associated.${kind}`)} />
      {document ? (
        <SliceList
          slices={document.data.slices ?? []}
          locale={locale}
          nested
          components={productPageComponents}
        />
      ) : null}
      <RecentlyViewed
        locale={locale}
        title={t('recentlyViewed')}
        current={{
          handle: product.handle,
          title: product.title,
          href: path,
          price: variants[0]?.price ?? '',
          image: product.featuredImage
            ? { url: product.featuredImage.url, alt: product.featuredImage.altText ?? product.title }
            : null,
        }}
      />
    </PageFrame>
  );
}
