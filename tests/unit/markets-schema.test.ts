import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { localeConfigs, shippingCountries, supportedCurrencies, supportedLanguages } from '@/lib/markets';

const require = createRequire(import.meta.url);
const schema = JSON.parse(
  readFileSync(require.resolve('@shopify/hydrogen-react/storefront.schema.json'), 'utf8'),
) as {
  __schema: { types: { name: string; enumValues?: { name: string }[] }[] };
};
const enumValues = (name: string) =>
  new Set(schema.__schema.types.find((type) => type.name === name)?.enumValues?.map((value) => value.name));

describe('market codes are in the provider lists (spec §5)', () => {
  it('every country is a Storefront 2025-07 CountryCode', () => {
    const countries = enumValues('CountryCode');
    expect(shippingCountries.filter((code) => !countries.has(code))).toEqual([]);
  });

  it('every language is a LanguageCode and every currency a CurrencyCode', () => {
    const languages = enumValues('LanguageCode');
    const currencies = enumValues('CurrencyCode');
    expect(supportedLanguages.filter((code) => !languages.has(code.toUpperCase()))).toEqual([]);
    expect(supportedCurrencies.filter((code) => !currencies.has(code))).toEqual([]);
  });

  it('covers the nine locales of the spec table with their currencies', () => {
    expect(Object.fromEntries(Object.values(localeConfigs).map((c) => [c.code, c.currency]))).toEqual({
      'en-eu': 'EUR',
      'en-ch': 'CHF',
      'en-ww': 'USD',
      'es-ww': 'USD',
      'fr-fr': 'EUR',
      'ja-jp': 'USD',
      'en-us': 'USD',
      'en-uk': 'GBP',
      'es-eu': 'EUR',
    });
  });
});
