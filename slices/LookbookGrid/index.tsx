import { asText, isFilled, type Content } from '@prismicio/client';
import { PrismicImage } from '@/components/PrismicImage';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { ProductLinks } from '@/components/product/ProductLinks';
import { parseHandles } from '@/lib/handles';
import type { SliceContext } from '@/slices/context';
import { getProductCards } from '@/server/shopify/products';
import section from '../section.module.css';
import styles from './LookbookGrid.module.css';
import { SliceSection } from '../SliceSection';

export type LookbookGridProps = SliceComponentProps<Content.LookbookGridSlice, SliceContext>;

/** Editorial images in a regular grid or in masonry columns; an image naming products is shoppable. */
export default async function LookbookGrid({ slice, context }: LookbookGridProps) {
  const { primary } = slice;
  const images = primary.images.filter((entry) => isFilled.image(entry.image));
  if (images.length === 0) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'slices' });
  const productsOf = await Promise.all(
    images.map((entry) => getProductCards(context.locale, parseHandles(entry.product_handles))),
  );
  const title = asText(primary.title);
  const headingId = `lookbook-${slice.id}`;
  const masonry = slice.variation === 'masonry';
  return (
    <SliceSection slice={slice} title={title} headingId={headingId} className={section.section} withVariation>
      <ul className={masonry ? styles.masonry : styles.grid}>
        {images.map((entry, index) => (
          <li key={index} className={styles.tile}>
            <figure className={styles.figure}>
              <PrismicImage
                field={entry.image}
                className={masonry ? styles.free : styles.cropped}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
              {entry.caption ? <figcaption className={styles.caption}>{entry.caption}</figcaption> : null}
            </figure>
            <ProductLinks
              locale={context.locale}
              products={productsOf[index]!}
              label={t('lookbook.shopTheLook', { look: entry.caption || String(index + 1) })}
            />
          </li>
        ))}
      </ul>
    </SliceSection>
  );
}
