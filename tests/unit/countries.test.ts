import { describe, expect, it } from 'vitest';
import { addressLines, countryNamer, countryOptions } from '@/lib/countries';

describe('country names follow the page language', () => {
  it.each([
    ['fr-fr', 'Espagne', 'Allemagne'],
    ['es-eu', 'España', 'Alemania'],
    ['ja-jp', 'スペイン', 'ドイツ'],
    ['en-eu', 'Spain', 'Germany'],
  ] as const)('in %s, ES is %s and DE is %s', (locale, spain, germany) => {
    const name = countryNamer(locale);
    expect(name('ES')).toBe(spain);
    expect(name('DE')).toBe(germany);
  });

  it('names an unknown or malformed code by the code itself', () => {
    expect(countryNamer('es-eu')('AA')).toBe('AA');
    expect(countryNamer('es-eu')('Spain!')).toBe('Spain!');
  });

  it('names and sorts the address form countries in the page language', () => {
    const names = countryOptions('es-eu').map((option) => option.name);
    expect(names).toContain('España');
    expect(names).not.toContain('Spain');
    expect(names).toEqual([...names].sort(new Intl.Collator('es-ES').compare));
  });

  it('an address card names its country in the page language, not the provider’s English', () => {
    const address = {
      formatted: ['Calle Mayor 1', 'Madrid 28013', 'Spain'],
      country: 'Spain',
      countryCodeV2: 'ES',
    };
    expect(addressLines(address, countryNamer('es-eu'))).toEqual(['Calle Mayor 1', 'Madrid 28013', 'España']);
    expect(addressLines(address, countryNamer('ja-jp'))).toEqual([
      'Calle Mayor 1',
      'Madrid 28013',
      'スペイン',
    ]);
    // With no country code the provider's lines are shown as they are.
    expect(addressLines({ ...address, countryCodeV2: null }, countryNamer('es-eu'))).toEqual(
      address.formatted,
    );
  });
});
