import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import styles from './CollectionListing.module.css';

/** The Suspense fallback of a listing while its query string is read and its page fetched. */
export async function ListingSkeleton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'listing' });
  return (
    <section className={styles.listing} aria-busy="true">
      <p className={styles.count}>{t('loading')}</p>
    </section>
  );
}
