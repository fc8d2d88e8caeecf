import { getTranslations } from 'next-intl/server';
import { countryNamer } from '@/lib/countries';
import { localeConfig, type Locale } from '@/lib/markets';
import { addressLines } from '@/lib/stores';
import type { ProductContentKind } from '@/lib/selling';
import { boutiquesStocking } from '@/lib/where-to-buy';
import { getStoreLocator, storesOf } from '@/server/loaders/stores';
import { whereToBuyWidgetKey } from '@/server/where-to-buy';
import styles from './WhereToBuy.module.css';

/**
 * Where a product the locale does not sell can be bought (spec §1, §7.3): the boutiques of the shopper's
 * market that stock its range, from the store locator's document, and the provider's widget slot when
 * WHERE_TO_BUY_WIDGET_KEY is set. Plain links and text: nothing to hydrate, every link in tab order.
 */
export async function WhereToBuy({
  locale,
  kind,
  sku,
}: {
  locale: Locale;
  kind: ProductContentKind;
  sku: string | null;
}) {
  const [t, document] = await Promise.all([
    getTranslations({ locale, namespace: 'product.whereToBuy' }),
    getStoreLocator(locale),
  ]);
  const { countries } = localeConfig(locale);
  const boutiques = document ? boutiquesStocking(storesOf(document), countries, kind) : [];
  const widgetKey = whereToBuyWidgetKey();
  if (boutiques.length === 0 && !widgetKey) return null;
  const countryName = countryNamer(locale);
  return (
    <section className={styles.whereToBuy} aria-labelledby="where-to-buy-title" data-testid="where-to-buy">
      <h2 id="where-to-buy-title" className={styles.title}>
        {t('title')}
      </h2>
      {boutiques.length > 0 ? (
        <ul className={styles.boutiques}>
          {boutiques.map((store) => {
            const [street, town] = addressLines(store);
            return (
              <li key={store.id} data-testid="where-to-buy-boutique">
                <h3 className={styles.name}>{store.name}</h3>
                <address className={styles.address}>
                  {street}
                  <br />
                  {town}, {countryName(store.countryCode)}
                </address>
                {store.openingHours ? <p className={styles.hours}>{store.openingHours}</p> : null}
                {store.phone ? (
                  <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>
                    {t('call', { store: store.name, phone: store.phone })}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {widgetKey ? (
        <div
          data-testid="where-to-buy-widget"
          data-where-to-buy-key={widgetKey}
          data-sku={sku ?? undefined}
          data-country={localeConfig(locale).contextCountry}
          data-language={localeConfig(locale).language}
        />
      ) : null}
    </section>
  );
}
