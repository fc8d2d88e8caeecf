import { FixedWidthImg } from '@/client/image/FixedWidthImg';
import Link from 'next/link';
import type { Locale } from '@/lib/markets';
import { formatPrice } from '@/lib/money';
import { metafieldText, sampleTypeOf } from '@/lib/product';
import { productPath } from '@/lib/routes';
import type { ProductDetail } from '@/server/shopify/products';
import styles from './SampleOffer.module.css';

type Sample = NonNullable<NonNullable<ProductDetail['sampleProduct']>['reference']>;

export interface SampleOfferLabels {
  title: string;
  trybuy: string;
  swp: string;
  discover: string;
}

/**
 * A full size's sample (custom.sample_product) with its name, image and type (spec §3 sample types):
 * a try & buy vial is sold and credited on the full size, a sample with purchase is offered in the cart.
 */
export function SampleOffer({
  locale,
  sample,
  labels,
}: {
  locale: Locale;
  sample: Sample;
  labels: SampleOfferLabels;
}) {
  const type = sampleTypeOf(sample.sampleType);
  if (!type || !sample.availableForSale) return null;
  const name = metafieldText(sample.sampleName) ?? sample.title;
  const image = metafieldText(sample.sampleImage);
  const price = sample.variants.nodes[0]?.price;
  return (
    <aside
      className={styles.offer}
      aria-labelledby="sample-offer-title"
      data-testid="sample-offer"
      data-type={type}
    >
      {image ? <FixedWidthImg src={image} alt="" width={96} height={120} className={styles.image} /> : null}
      <div className={styles.text}>
        <h2 id="sample-offer-title" className={styles.title}>
          {labels.title}
        </h2>
        <p className={styles.name}>
          {name}
          {type === 'trybuy' && price ? ` · ${formatPrice(price, locale)}` : null}
        </p>
        <p className={styles.copy}>{type === 'trybuy' ? labels.trybuy : labels.swp}</p>
        <Link href={productPath(locale, 'fragrance', sample.handle)} className={styles.link}>
          {labels.discover}
        </Link>
      </div>
    </aside>
  );
}
