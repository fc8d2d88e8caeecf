import { asText, isFilled, type Content } from '@prismicio/client';
import { PrismicImage } from '@/components/PrismicImage';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { ProductLinks } from '@/components/product/ProductLinks';
import { parseHandles } from '@/lib/handles';
import { isPushedIn } from '@/lib/product';
import type { SliceContext } from '@/slices/context';
import { getGlobalDocuments } from '@/server/prismic/global';
import { getProductCards } from '@/server/shopify/products';
import styles from './FashionCampaignLooks.module.css';
import { SliceSection } from '../SliceSection';

export type FashionCampaignLooksProps = SliceComponentProps<Content.FashionCampaignLooksSlice, SliceContext>;

/** The fashion campaign's looks in a horizontal run (scroll snapping), each with what it wears. */
export default async function FashionCampaignLooks({ slice, context }: FashionCampaignLooksProps) {
  const { primary } = slice;
  const looks = primary.looks.filter((look) => isFilled.image(look.image));
  if (looks.length === 0) return null;
  const [t, cardsOf, { selling }] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'slices' }),
    Promise.all(looks.map((look) => getProductCards(context.locale, parseHandles(look.product_handles)))),
    getGlobalDocuments(context.locale),
  ]);
  // A look names only what the market sells (lib/product.ts isPushedIn).
  const productsOf = cardsOf.map((cards) =>
    cards.filter((card) => isPushedIn(card, context.locale, selling)),
  );
  const title = asText(primary.title);
  const headingId = `looks-${slice.id}`;
  return (
    <SliceSection slice={slice} title={title} headingId={headingId} className={styles.looks}>
      {/* A scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <ul className={styles.track} tabIndex={0} aria-label={title || t('campaign.looks')}>
        {looks.map((look, index) => (
          <li key={index} className={styles.look}>
            <PrismicImage
              field={look.image}
              className={styles.image}
              sizes="(min-width: 1024px) 30vw, 80vw"
            />
            {look.look_name ? <h3 className={styles.name}>{look.look_name}</h3> : null}
            <ProductLinks
              locale={context.locale}
              products={productsOf[index]!}
              label={t('campaign.lookProducts', { look: look.look_name || String(index + 1) })}
            />
          </li>
        ))}
      </ul>
    </SliceSection>
  );
}
