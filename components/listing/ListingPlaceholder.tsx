import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import listingStyles from './CollectionListing.module.css';
import gridStyles from './ProductCardGrid.module.css';
import styles from './ListingPlaceholder.module.css';

const placeholderCards = Array.from({ length: 8 }, (_, index) => index);

/**
 * What a streamed listing or search shows until it arrives (docs/adr/0019): the filter bar's band (a
 * search has none) and a page of cards at their size, so nothing moves when the products replace it.
 * Without JavaScript a streamed part is never swapped in, so the browser asks for the page again, and
 * that second read is the state's own page, rendered whole.
 */
export async function ListingPlaceholder({
  locale,
  filterBar = true,
}: {
  locale: Locale;
  filterBar?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'listing' });
  return (
    <section className={listingStyles.listing} aria-busy="true" data-testid="listing-placeholder">
      <noscript>
        <meta httpEquiv="refresh" content="0" />
      </noscript>
      {filterBar ? <div className={styles.bar} /> : null}
      <p className={listingStyles.count}>{t('loading')}</p>
      <ul className={`${gridStyles.grid} ${gridStyles.spacious}`} aria-hidden="true">
        {placeholderCards.map((card) => (
          <li key={card} className={styles.card} />
        ))}
      </ul>
    </section>
  );
}
