import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  cityNamesOf,
  distanceKm,
  filterStores,
  sortByDistance,
  type Store,
} from '@/lib/stores';
import { storesOf } from '@/server/loaders/stores';
import { boutiquesStocking } from '@/lib/where-to-buy';
import { whereToBuyWidgetKey } from '@/server/where-to-buy';

function store(
  id: string,
  city: string,
  countryCode: string,
  latitude: number | null,
  longitude: number | null,
  cityNames: string[] = [],
) {
  return {
    id,
    name: `Maison ${city}`,
    address: '',
    city,
    cityNames,
    zip: '',
    countryCode,
    phone: '',
    email: '',
    latitude,
    longitude,
    openingHours: '',
    services: '',
    stocks: { fashion: true, fragrance: true },
  } satisfies Store;
}

const paris = store('paris', 'Paris', 'FR', 48.8686, 2.3215);
const geneve = store('geneve', 'Genève', 'CH', 46.2044, 6.1432);
const tokyo = store('tokyo', 'Tokyo', 'JP', 35.6717, 139.765, ['Tokyo', 'Tokio', '東京']);
const online = store('online', 'Online', 'FR', null, null);

describe('great-circle distance', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(paris as never, paris as never)).toBe(0);
    expect(distanceKm(paris as never, tokyo as never)).toBeCloseTo(
      distanceKm(tokyo as never, paris as never),
      6,
    );
  });

  it('matches known distances (Paris–Geneva about 411 km, Paris–Tokyo about 9 714 km)', () => {
    expect(distanceKm(paris as never, geneve as never)).toBeGreaterThan(405);
    expect(distanceKm(paris as never, geneve as never)).toBeLessThan(418);
    expect(distanceKm(paris as never, tokyo as never)).toBeGreaterThan(9680);
    expect(distanceKm(paris as never, tokyo as never)).toBeLessThan(9750);
  });

  it('crosses the antimeridian the short way', () => {
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(
      111.2,
      0,
    );
  });
});

describe('sort by distance ("near me")', () => {
  it('puts the nearest first and stores without coordinates last', () => {
    const lyon = { latitude: 45.764, longitude: 4.8357 };
    const sorted = sortByDistance([tokyo, online, paris, geneve], lyon);
    expect(sorted.map((entry) => entry.store.id)).toEqual(['geneve', 'paris', 'tokyo', 'online']);
    expect(sorted[3]!.distanceKm).toBeNull();
  });
});

describe('search by city or country', () => {
  const names: Record<string, string> = { FR: 'France', CH: 'Suisse', JP: 'Japon' };
  const countryName = (code: string) => names[code] ?? code;
  const all = [paris, geneve, tokyo];

  it('matches a city without case or accents', () => {
    expect(filterStores(all, 'geneve', countryName)).toEqual([geneve]);
    expect(filterStores(all, ' TOK ', countryName)).toEqual([tokyo]);
  });

  it('matches a country name in the shopper language or its ISO code', () => {
    expect(filterStores(all, 'suisse', countryName)).toEqual([geneve]);
    expect(filterStores(all, 'jp', countryName)).toEqual([tokyo]);
  });

  it("matches a city by its name in any of the shop's languages, whatever the page's", () => {
    expect(filterStores(all, 'tokio', countryName)).toEqual([tokyo]);
    expect(filterStores(all, '東京', countryName)).toEqual([tokyo]);
    expect(filterStores(all, 'ＴＯＫＹＯ', countryName)).toEqual([tokyo]);
  });

  it('reads the names an editor lists, separated by commas, 、 or semicolons', () => {
    expect(cityNamesOf('Tokyo, Tokio、東京; ')).toEqual(['Tokyo', 'Tokio', '東京']);
    expect(cityNamesOf(null)).toEqual([]);
  });

  it("finds each shipped boutique by its city in the four languages, from every language's page", () => {
    const folder = join(process.cwd(), 'backends/content/store_locator');
    const searches = { Tokio: 'JP', 東京: 'JP', Londres: 'GB', ロンドン: 'GB', Múnich: 'DE', Ginebra: 'CH' };
    for (const file of readdirSync(folder)) {
      const stores = storesOf(JSON.parse(readFileSync(join(folder, file), 'utf8')));
      for (const [query, country] of Object.entries(searches)) {
        const found = filterStores(stores, query, () => '');
        expect(found.length, `${file}: ${query}`).toBeGreaterThan(0);
        expect(new Set(found.map((s) => s.countryCode)), `${file}: ${query}`).toEqual(new Set([country]));
      }
    }
  });

  it('keeps every store for an empty query and none for no match', () => {
    expect(filterStores(all, '  ', countryName)).toEqual(all);
    expect(filterStores(all, 'atlantis', countryName)).toEqual([]);
  });
});

describe('where-to-buy (spec §1: locales without selling show the store locator instead)', () => {
  const tokyoBoth = { ...tokyo, id: 'tokyo' };
  const kyotoFragrance = {
    ...store('kyoto', 'Kyoto', 'JP', 35.0, 135.7),
    stocks: { fashion: false, fragrance: true },
  };
  const stores = [paris, geneve, tokyoBoth, kyotoFragrance];

  it("lists the boutiques of the shopper's market that stock the product's range", () => {
    expect(boutiquesStocking(stores, ['JP'], 'fashion').map((s) => s.id)).toEqual(['tokyo']);
    expect(boutiquesStocking(stores, ['JP'], 'fragrance').map((s) => s.id)).toEqual(['tokyo', 'kyoto']);
    expect(boutiquesStocking(stores, ['JP'], 'set').map((s) => s.id)).toEqual(['tokyo', 'kyoto']);
    expect(boutiquesStocking(stores, ['CH'], 'gift_card').map((s) => s.id)).toEqual(['geneve']);
  });

  it('lists none for a market without boutiques, or a worldwide locale (no countries)', () => {
    expect(boutiquesStocking(stores, ['US'], 'fashion')).toEqual([]);
    expect(boutiquesStocking(stores, [], 'fragrance')).toEqual([]);
  });
});

describe('the where-to-buy provider slot (spec §7.3), from WHERE_TO_BUY_WIDGET_KEY', () => {
  it('is absent unset, carries the key set, and a bad key is a configuration error naming it', () => {
    expect(whereToBuyWidgetKey({})).toBeNull();
    expect(whereToBuyWidgetKey({ WHERE_TO_BUY_WIDGET_KEY: 'ps-1234_ab' })).toBe('ps-1234_ab');
    expect(() => whereToBuyWidgetKey({ WHERE_TO_BUY_WIDGET_KEY: '"><script>' })).toThrow(
      /WHERE_TO_BUY_WIDGET_KEY/,
    );
  });
});

describe('addressLines', () => {
  const town = (store: Pick<Store, 'city' | 'zip' | 'countryCode'>) =>
    addressLines({ ...store, address: '' })[1];

  it("writes the postcode where the boutique's country writes it", () => {
    expect(town({ city: 'Paris', zip: '75007', countryCode: 'FR' })).toBe('75007 Paris');
    expect(town({ city: 'New York', zip: 'NY 10021', countryCode: 'US' })).toBe('New York, NY 10021');
    expect(town({ city: 'London', zip: 'W1U 5HE', countryCode: 'GB' })).toBe('London W1U 5HE');
    expect(town({ city: 'Tokyo', zip: '107-0062', countryCode: 'JP' })).toBe('107-0062 Tokyo');
    expect(town({ city: 'Genève', zip: '', countryCode: 'CH' })).toBe('Genève');
  });

  it('writes a Japanese address from the largest place to the smallest, the postcode after 〒', () => {
    expect(
      addressLines({ address: '港区南青山5-3-10', city: '東京都', zip: '107-0062', countryCode: 'JP' }),
    ).toEqual(['〒107-0062', '東京都港区南青山5-3-10']);
    expect(
      addressLines({
        address: '5-3-10 Minami-Aoyama, Minato-ku',
        city: 'Tokyo',
        zip: '107-0062',
        countryCode: 'JP',
      }),
    ).toEqual(['5-3-10 Minami-Aoyama, Minato-ku', '107-0062 Tokyo']);
  });
});

describe('the shipped boutiques in Japanese', () => {
  const folder = join(process.cwd(), 'backends/content/store_locator');
  const storesIn = (file: string) => storesOf(JSON.parse(readFileSync(join(folder, file), 'utf8')));

  it('write the addresses of the boutiques in Japan in Japanese script, not in romaji', () => {
    const japanese = storesIn('ja-jp.json').filter((store) => store.countryCode === 'JP');
    expect(japanese.length).toBeGreaterThan(0);
    for (const store of japanese) {
      expect(store.address + store.city, store.name).not.toMatch(/[A-Za-z]/);
      expect(addressLines(store)[0], store.name).toMatch(/^〒\d{3}-\d{4}$/);
    }
  });

  it('keep the ids of the English page, so tracking names the same boutique in every language', () => {
    expect(storesIn('ja-jp.json').map((store) => store.id)).toEqual(
      storesIn('en-us.json').map((store) => store.id),
    );
  });
});
