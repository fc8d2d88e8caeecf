import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';
import { currencyOfCountry, localeConfigs, shippingCountries } from '@/lib/markets';

/**
 * The app's market table (lib/markets) and the shop's Markets settings are two sources, as with a
 * hosted shop: the app must not promise a currency, country or language the Storefront does not serve.
 */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

interface Country {
  isoCode: string;
  currency: { isoCode: string };
  availableLanguages: { isoCode: string }[];
}
interface Localization {
  country: Country;
  availableLanguages: { isoCode: string }[];
  market: { handle: string };
  availableCountries: Country[];
}

async function localization(country: string, language: string): Promise<Localization> {
  const result = await storefront<{ localization: Localization }>(
    backends,
    `query ($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
      localization {
        country { isoCode currency { isoCode } availableLanguages { isoCode } }
        availableLanguages { isoCode }
        market { handle }
        availableCountries { isoCode currency { isoCode } availableLanguages { isoCode } }
      }
    }`,
    { country, language },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.localization;
}

const codes = (items: { isoCode: string }[]) => items.map((item) => item.isoCode);

describe('lib/markets agrees with the Storefront localization', () => {
  it.each(Object.values(localeConfigs))(
    '$code: context country, currency, language and market',
    async (config) => {
      const answer = await localization(config.contextCountry, config.language.toUpperCase());
      expect(answer.country.isoCode).toBe(config.contextCountry);
      expect(answer.country.currency.isoCode).toBe(config.currency);
      expect(codes(answer.availableLanguages)).toContain(config.language.toUpperCase());
      if (config.market) expect(answer.market.handle).toBe(config.market.toLowerCase());

      const byCode = new Map(answer.availableCountries.map((country) => [country.isoCode, country]));
      for (const code of config.countries) {
        const country = byCode.get(code);
        expect(country, `${config.code} ships to ${code}`).toBeDefined();
        expect(country!.currency.isoCode, `${code} currency`).toBe(config.currency);
        expect(codes(country!.availableLanguages), `${code} languages`).toContain(
          config.language.toUpperCase(),
        );
      }
    },
  );

  it('lists the same countries, each in the currency the app expects', async () => {
    const answer = await localization('US', 'EN');
    expect(codes(answer.availableCountries).sort()).toEqual([...shippingCountries].sort());
    for (const country of answer.availableCountries) {
      expect(country.currency.isoCode, country.isoCode).toBe(currencyOfCountry(country.isoCode));
    }
  });
});
