import { asText, isFilled, type Content } from '@prismicio/client';
import { PrismicImage } from '@/components/PrismicImage';
import { largestPaint } from '@/lib/largest-paint';
import type { SliceComponentProps } from '@prismicio/react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/RichText';
import { parseHandles } from '@/lib/handles';
import { formatPrice } from '@/lib/money';
import { isPushedIn } from '@/lib/product';
import { padStepNumber } from '@/lib/quiz';
import { productPath } from '@/lib/routes';
import type { SliceContext } from '@/slices/context';
import { getGlobalDocuments } from '@/server/prismic/global';
import { getProductCards } from '@/server/shopify/products';
import styles from './FragranceCampaignStory.module.css';

export type FragranceCampaignStoryProps = SliceComponentProps<
  Content.FragranceCampaignStorySlice,
  SliceContext
>;

/**
 * The fragrance campaign's chapter: a full-bleed image under a numbered title and text, and the
 * product it pushes where the market sells it (lib/product.ts isPushedIn).
 */
export default async function FragranceCampaignStory({ slice, context, index }: FragranceCampaignStoryProps) {
  const { primary } = slice;
  const [t, cards, { selling }] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'slices' }),
    getProductCards(context.locale, parseHandles(primary.product_handle).slice(0, 1)),
    getGlobalDocuments(context.locale),
  ]);
  const product = cards.find((card) => isPushedIn(card, context.locale, selling));
  const title = asText(primary.title);
  const headingId = `chapter-${slice.id}`;
  return (
    <section
      id={primary.section_id || undefined}
      className={styles.story}
      aria-labelledby={title ? headingId : undefined}
      data-slice-type={slice.slice_type}
    >
      {isFilled.image(primary.image) ? (
        <PrismicImage
          field={primary.image}
          className={styles.image}
          sizes="100vw"
          {...largestPaint(index === 0)}
        />
      ) : null}
      <div className={styles.copy}>
        {primary.chapter ? (
          <p className={styles.chapter}>
            <span className="visually-hidden">{t('campaign.chapter')} </span>
            {padStepNumber(primary.chapter)}
          </p>
        ) : null}
        {title ? (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        <RichText field={primary.text} name="fragrance campaign story text" />
        {product ? (
          <Link
            href={productPath(context.locale, product.contentType?.value, product.handle)}
            className="button"
          >
            {t('campaign.discover', { product: product.title })}
            <span className={styles.price}>
              {formatPrice(product.priceRange.minVariantPrice, context.locale)}
            </span>
          </Link>
        ) : null}
      </div>
    </section>
  );
}
