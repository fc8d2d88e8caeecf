import { describe, expect, it } from 'vitest';
import {
  collectionSortOf,
  defaultPageSize,
  limitQueryString,
  parsePage,
  parseSortBy,
  sortOptions,
  sortParam,
} from '../../lib/listing';

describe('spec §9 sort options', () => {
  it('are default, price_asc, price_desc, best_selling in the sort-by parameter', () => {
    expect(sortOptions).toEqual(['default', 'price_asc', 'price_desc', 'best_selling']);
    expect(sortParam).toBe('sort-by');
  });

  it('map to collection default, price, price reversed and best selling', () => {
    expect(collectionSortOf('default')).toEqual({ sortKey: 'COLLECTION_DEFAULT', reverse: false });
    expect(collectionSortOf(null)).toEqual({ sortKey: 'COLLECTION_DEFAULT', reverse: false });
    expect(collectionSortOf('price_asc')).toEqual({ sortKey: 'PRICE', reverse: false });
    expect(collectionSortOf('price_desc')).toEqual({ sortKey: 'PRICE', reverse: true });
    expect(collectionSortOf('best_selling')).toEqual({ sortKey: 'BEST_SELLING', reverse: false });
  });

  it('spec §4: null means default; unknown values read as default', () => {
    expect(parseSortBy('price_desc')).toBe('price_desc');
    expect(parseSortBy('best_selling')).toBe('best_selling');
    expect(parseSortBy('default')).toBeNull();
    expect(parseSortBy('PRICE_DESC')).toBeNull();
    expect(parseSortBy('constructor')).toBeNull();
    expect(parseSortBy('')).toBeNull();
    expect(parseSortBy(null)).toBeNull();
  });
});

describe('spec §9 default page size 8 and page number', () => {
  it('page size', () => {
    expect(defaultPageSize).toBe(8);
  });

  it('reads a page number', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('3', 3)).toBe(3);
  });

  it('is 1 when invalid or out of range', () => {
    for (const bad of [null, undefined, '', '0', '-2', '1.5', 'abc', '2e3', ' 2', '99999999999999999999']) {
      expect(parsePage(bad)).toBe(1);
    }
    expect(parsePage('4', 3)).toBe(1);
  });
});

describe('spec §9 query-string limits: 1000 parameters, depth 5, array limit 20', () => {
  it('reads only the first 1000 parameters', () => {
    const input = new URLSearchParams(Array.from({ length: 1200 }, (_, i) => [`p${i}`, String(i)]));
    const limited = limitQueryString(input);
    expect([...limited.keys()]).toHaveLength(1000);
    expect(limited.get('p999')).toBe('999');
    expect(limited.has('p1000')).toBe(false);
  });

  it('drops keys nested deeper than 5 levels', () => {
    const limited = limitQueryString(new URLSearchParams('a[1][2][3][4][5]=ok&a[1][2][3][4][5][6]=deep&q=x'));
    expect([...limited]).toEqual([
      ['a[1][2][3][4][5]', 'ok'],
      ['q', 'x'],
    ]);
  });

  it('keeps at most 20 values per key', () => {
    const input = new URLSearchParams(Array.from({ length: 25 }, (_, i) => ['color', `c${i}`]));
    const limited = limitQueryString(input);
    expect(limited.getAll('color')).toEqual(Array.from({ length: 20 }, (_, i) => `c${i}`));
  });

  it('leaves an ordinary query as it is', () => {
    const query = 'sort-by=price_asc&page=2&filter=a&filter=b';
    expect(limitQueryString(new URLSearchParams(query)).toString()).toBe(query);
  });
});
