import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProductPurchase, type PurchaseVariant } from '@/client/product/ProductPurchase';
import { isSellingEnabled, shopSectionOf } from '@/lib/selling';
import type { Locale } from '@/lib/markets';
import { discountAmount, discountPercent, formatPrice } from '@/lib/money';
import { localePath } from '@/lib/routes';
import type { ProductPage } from '@/server/pages/product';
import styles from './ProductView.module.css';

export async function ProductView({ locale, page }: { locale: Locale; page: ProductPage }) {
  const { product } = page;
  const t = await getTranslations({ locale, namespace: 'product' });
  const tAlerts = await getTranslations({ locale, namespace: 'alerts' });
  const selling = isSellingEnabled({ locale, section: shopSectionOf(page.section) });

  const variants: PurchaseVariant[] = product.variants.nodes.map((variant) => {
    const percent = variant.compareAtPrice ? discountPercent(variant.price, variant.compareAtPrice) : null;
    return {
      id: variant.id,
      title: variant.title,
      availableForSale: variant.availableForSale,
      selectedOptions: variant.selectedOptions,
      price: formatPrice(variant.price, locale),
      compareAtPrice: percent && variant.compareAtPrice ? formatPrice(variant.compareAtPrice, locale) : null,
      discountPercent: percent,
      discountAmount:
        percent && variant.compareAtPrice
          ? formatPrice(discountAmount(variant.price, variant.compareAtPrice), locale)
          : null,
    };
  });

  const images =
    product.images.nodes.length > 0
      ? product.images.nodes
      : product.featuredImage
        ? [product.featuredImage]
        : [];

  return (
    <article className={styles.product}>
      <div className={styles.gallery}>
        {images.map((image, index) => (
          <Image
            key={image.url}
            src={image.url}
            alt={image.altText ?? product.title}
            width={image.width ?? 1600}
            height={image.height ?? 2000}
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority={index === 0}
            className={styles.image}
          />
        ))}
      </div>
      <div className={styles.summary}>
        <h1 className={styles.title}>{product.title}</h1>
        {product.subtitle?.value ? <p className={styles.subtitle}>{product.subtitle.value}</p> : null}
        {selling ? (
          <ProductPurchase
            locale={locale}
            options={product.options.map((option) => ({
              name: option.name,
              values: option.optionValues.map((value) => ({
                name: value.name,
                swatch: value.swatch?.color ?? null,
              })),
            }))}
            variants={variants}
            labels={{
              addToCart: t('addToCart'),
              adding: t('adding'),
              added: t('added'),
              soldOut: t('soldOut'),
              compareAtPrice: t('compareAtPrice'),
              price: t('price'),
              errors: {
                SERVER_ERROR: tAlerts('SERVER_ERROR'),
                INVALID: tAlerts('INVALID'),
                VARIANT_STOCK_UNAVAILABLE: tAlerts('VARIANT_STOCK_UNAVAILABLE'),
                MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT: tAlerts('MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT'),
                NO_MORE_PRODUCTS_AVAILABLE: tAlerts('NO_MORE_PRODUCTS_AVAILABLE'),
              },
              discount: Object.fromEntries(
                variants.flatMap((v) =>
                  v.discountPercent ? [[v.id, t('discount', { percent: v.discountPercent })]] : [],
                ),
              ),
              youSave: Object.fromEntries(
                variants.flatMap((v) =>
                  v.discountAmount ? [[v.id, t('youSave', { amount: v.discountAmount })]] : [],
                ),
              ),
            }}
          />
        ) : (
          <div className={styles.notSold}>
            <p className={styles.price}>{variants[0]?.price}</p>
            <p>{t('notSoldHere')}</p>
            <Link className="button" href={localePath(locale, '/store-locator')}>
              {t('findInStore')}
            </Link>
          </div>
        )}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
      </div>
    </article>
  );
}
