'use client';

import { useId, useMemo, useState } from 'react';
import { addressLines, filterStores, sortByDistance, type Coordinates, type Store } from '@/lib/stores';
import styles from './StoreFinder.module.css';

export interface StoreFinderLabels {
  searchLabel: string;
  searchPlaceholder: string;
  nearMe: string;
  locating: string;
  geolocationDenied: string;
  geolocationUnsupported: string;
  /** The results sentence for each count from 0 to the number of stores (ICU plurals, resolved). */
  results: string[];
  /** "{distance} km away" with {distance} left in. */
  distance: string;
  phone: string;
  email: string;
  openingHours: string;
  services: string;
  choose: string;
  chosen: string;
  storesList: string;
}

type Geolocation = 'idle' | 'locating' | 'denied' | 'unsupported';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The store finder: an instant search by city or country and a "near me" sort by great-circle
 * distance. Choosing a store pushes a tracking event with spec §3's Store fields to the data layer.
 */
export function StoreFinder({
  stores,
  countryNames,
  intl,
  labels,
}: {
  stores: Store[];
  /** ISO code → country name in the page's language. */
  countryNames: Record<string, string>;
  intl: string;
  labels: StoreFinderLabels;
}) {
  const [query, setQuery] = useState('');
  const [origin, setOrigin] = useState<Coordinates | null>(null);
  const [geolocation, setGeolocation] = useState<Geolocation>('idle');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const searchId = useId();
  const kilometres = useMemo(() => new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }), [intl]);

  const results = useMemo(() => {
    const matching = filterStores(stores, query, (code) => countryNames[code] ?? code);
    return origin
      ? sortByDistance(matching, origin)
      : matching.map((store) => ({ store, distanceKm: null as number | null }));
  }, [stores, query, countryNames, origin]);

  function locate() {
    if (!('geolocation' in navigator)) {
      setGeolocation('unsupported');
      return;
    }
    setGeolocation('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setOrigin({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setGeolocation('idle');
      },
      () => setGeolocation('denied'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }

  function choose(store: Store) {
    setChosenId(store.id);
    window.dataLayer ??= [];
    window.dataLayer.push({
      event: 'store_locator_select',
      store: { city: store.city, country: store.countryCode, id: store.id, name: store.name, zip: store.zip },
    });
  }

  const geolocationMessage =
    geolocation === 'locating'
      ? labels.locating
      : geolocation === 'denied'
        ? labels.geolocationDenied
        : geolocation === 'unsupported'
          ? labels.geolocationUnsupported
          : '';

  return (
    <div className={styles.finder}>
      <div className={styles.controls} role="search">
        <label htmlFor={searchId} className={styles.label}>
          {labels.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={query}
          placeholder={labels.searchPlaceholder}
          autoComplete="address-level2"
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="button" className="button" onClick={locate} disabled={geolocation === 'locating'}>
          {labels.nearMe}
        </button>
      </div>
      <p className={styles.notice} role="status">
        {geolocationMessage}
      </p>
      <p className={styles.count} role="status" aria-live="polite" data-testid="store-count">
        {labels.results[results.length] ?? String(results.length)}
      </p>
      <ul className={styles.list} aria-label={labels.storesList}>
        {results.map(({ store, distanceKm }) => {
          const chosen = store.id === chosenId;
          const [street, town] = addressLines(store);
          return (
            <li key={store.id} className={chosen ? styles.chosen : styles.store} data-store-id={store.id}>
              <h2 className={styles.name}>{store.name}</h2>
              <p className={styles.address}>
                {street}
                <br />
                {town}, {countryNames[store.countryCode] ?? store.countryCode}
              </p>
              {distanceKm !== null ? (
                <p className={styles.distance}>
                  {labels.distance.replace('{distance}', kilometres.format(distanceKm))}
                </p>
              ) : null}
              <dl className={styles.details}>
                {store.phone ? (
                  <>
                    <dt>{labels.phone}</dt>
                    <dd>
                      <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
                    </dd>
                  </>
                ) : null}
                {store.email ? (
                  <>
                    <dt>{labels.email}</dt>
                    <dd>
                      <a href={`mailto:${store.email}`}>{store.email}</a>
                    </dd>
                  </>
                ) : null}
                {store.openingHours ? (
                  <>
                    <dt>{labels.openingHours}</dt>
                    <dd>{store.openingHours}</dd>
                  </>
                ) : null}
                {store.services ? (
                  <>
                    <dt>{labels.services}</dt>
                    <dd>{store.services}</dd>
                  </>
                ) : null}
              </dl>
              <button
                type="button"
                className={styles.choose}
                aria-pressed={chosen}
                onClick={() => choose(store)}
              >
                {chosen ? labels.chosen : labels.choose}
                <span className="visually-hidden">: {store.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
