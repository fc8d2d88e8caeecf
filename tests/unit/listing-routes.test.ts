import { describe, expect, it } from 'vitest';
import {
  categoryOfSegments,
  categoryStateQuery,
  categoryStateOfSearchParams,
  isListingRoutePath,
  listingPageTarget,
  listingRoutes,
  type ListingCategory,
  readCategoryState,
  readSearchState,
  searchStateOfSearchParams,
} from '../../lib/listing-routes';
import type { Facet } from '../../lib/listing';

const routes = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  return listingRoutes(pathname, searchParams);
};
const route = (url: string) => routes(url)?.page ?? null;
const stateOf = (url: string) => route(url)!.split('/').at(-1)!;

describe('a listing URL is served by the route of its one written state (docs/adr/0013)', () => {
  it('writes equivalent query strings the same way: order, repeats, defaults and foreign parameters', () => {
    const first = stateOf('/fr-fr/fashion/dresses?sort-by=price_asc&filter.v.availability=1&page=1');
    expect(stateOf('/fr-fr/fashion/dresses?filter.v.availability=1&sort-by=price_asc')).toBe(first);
    expect(
      stateOf(
        '/fr-fr/fashion/dresses?utm_source=mail&filter.v.availability=1&filter.v.availability=1&sort-by=price_asc&_rsc=x1',
      ),
    ).toBe(first);
    expect(stateOf('/fr-fr/fashion/dresses?sort-by=default&page=1&gclid=9')).toBe('~');
    expect(stateOf('/fr-fr/fashion/dresses?sort-by=price_desc')).not.toBe(stateOf('/fr-fr/fashion/dresses'));
  });

  it('keeps what the listing reads: the first sort, the first page and the first price bound', () => {
    expect(categoryStateQuery(new URLSearchParams('sort-by=cheapest&sort-by=price_desc&page=x&page=3'))).toBe(
      '',
    );
    expect(categoryStateQuery(new URLSearchParams('page=03&sort-by=best_selling'))).toBe(
      'page=3&sort-by=best_selling',
    );
    expect(
      categoryStateQuery(
        new URLSearchParams('filter.v.price.gte=50&filter.v.price.gte=10&filter.p.m.color=red'),
      ),
    ).toBe('filter.p.m.color=red&filter.v.price.gte=50');
  });

  it('spec §9: reads at most 20 values of a parameter', () => {
    const many = Array.from({ length: 30 }, (_, i) => `filter.v.option.size=${String(i).padStart(2, '0')}`);
    const state = new URLSearchParams(categoryStateQuery(new URLSearchParams(many.join('&'))));
    expect(state.getAll('filter.v.option.size')).toHaveLength(20);
  });

  it('maps the category, root category and search routes, and no other page', () => {
    expect(route('/fr-fr/fashion/dresses')).toBe('/fr-fr/listings/fashion/dresses/~');
    expect(route('/ja-jp/fragrance')).toBe('/ja-jp/listings/fragrance/_/~');
    expect(route('/fr-fr/search?q=%20robe%20%20soie ')).toBe(
      `/fr-fr/listings/search/${Buffer.from('robe soie').toString('base64url')}`,
    );
    expect(route('/fr-fr/search')).toBe('/fr-fr/listings/search/~');
    for (const other of [
      '/fr-fr/fashion/product/silk-wrap-dress',
      '/fr-fr/articles',
      '/xx-yy/fashion',
      '/fashion',
      '/fr-fr/fashion/_',
    ])
      expect(route(other), other).toBeNull();
  });

  it('streams a category state into the category route, its query the state in its one form (docs/adr/0019)', () => {
    expect(
      routes('/fr-fr/fashion/dresses?page=1&sort-by=price_asc&utm_source=x&filter.v.availability=1'),
    ).toEqual({
      page: `/fr-fr/listings/fashion/dresses/${Buffer.from('filter.v.availability=1&sort-by=price_asc').toString('base64url')}`,
      streamed: '/fr-fr/listings/fashion/dresses?filter.v.availability=1&sort-by=price_asc',
      offeredOnly: null,
    });
    expect(routes('/ja-jp/fashion/knitwear?sort-by=default')?.streamed).toBe(
      '/ja-jp/listings/fashion/knitwear',
    );
    // The build prerendered these pages: there is nothing to stream.
    expect(routes('/ja-jp/fragrance?sort-by=default')?.streamed).toBeNull();
    expect(routes('/fr-fr/fashion/dresses')?.streamed).toBeNull();
    expect(routes('/fr-fr/fashion/dresses?page=2')?.streamed).toBe('/fr-fr/listings/fashion/dresses?page=2');
    // Another spelling of a uid is read the old way, so it never counts as a state of its own.
    expect(routes('/fr-fr/fashion/dr%65sses?page=2')?.streamed).toBeNull();

    const streamedQuery = (url: string) => new URL(routes(url)!.streamed!, 'http://shop.test').searchParams;
    const { searchParams } = new URL('http://shop.test/?sort-by=best_selling&page=2&page=5&gclid=1');
    const asNextReadsIt = { 'sort-by': 'best_selling', page: ['2', '5'], gclid: '1', empty: undefined };
    expect(categoryStateOfSearchParams(asNextReadsIt).toString()).toBe(
      streamedQuery(`/fr-fr/fashion?${searchParams}`).toString(),
    );
    expect(categoryStateOfSearchParams(asNextReadsIt).toString()).toBe('page=2&sort-by=best_selling');
  });

  it('streams a search into the search route, its query the normalised words; no words, no stream', () => {
    expect(routes('/fr-fr/search?q=%20robe%20%20de%20soie%20&q=lin&utm_source=x')).toEqual({
      page: `/fr-fr/listings/search/${Buffer.from('robe de soie').toString('base64url')}`,
      streamed: '/fr-fr/listings/search?q=robe+de+soie',
      offeredOnly: null,
    });
    const streamed = new URL(routes('/ja-jp/search?q=シルク&q=x')!.streamed!, 'http://shop.test');
    expect(searchStateOfSearchParams({ q: streamed.searchParams.getAll('q') })).toBe('シルク');
    expect(searchStateOfSearchParams({ q: [' a  b ', 'c'] })).toBe('a b');
    // The search page without words is prerendered.
    expect(routes('/fr-fr/search')?.streamed).toBeNull();
    expect(routes('/fr-fr/search?q=%20%20')?.streamed).toBeNull();
  });

  it('reads back only a state written the one way, so no other spelling fills the cache', () => {
    const state = stateOf('/fr-fr/fashion/dresses?sort-by=price_asc&filter.v.availability=1');
    expect(readCategoryState(state)?.toString()).toBe('filter.v.availability=1&sort-by=price_asc');
    expect(readCategoryState('~')?.toString()).toBe('');
    const reordered = Buffer.from('sort-by=price_asc&filter.v.availability=1').toString('base64url');
    expect(readCategoryState(reordered)).toBeNull();
    expect(readCategoryState('not base64!')).toBeNull();
    expect(readSearchState(Buffer.from('robe soie').toString('base64url'))).toBe('robe soie');
    expect(readSearchState(Buffer.from(' robe').toString('base64url'))).toBeNull();
  });

  it('knows the internal routes and the sections they serve', () => {
    expect(isListingRoutePath('/fr-fr/listings/fashion/dresses/~')).toBe(true);
    expect(isListingRoutePath('/listings/search/~')).toBe(true);
    expect(isListingRoutePath('/fr-fr/fashion/listings')).toBe(false);
    expect(categoryOfSegments('fashion', '_')).toEqual({ section: 'fashion' });
    expect(categoryOfSegments('fragrance', 'for-her')).toEqual({ section: 'fragrance', uid: 'for-her' });
    expect(categoryOfSegments('search', 'x')).toBeNull();
  });
});

describe('a filter the collection does not offer names no state of its own (issue 29, finding 2)', () => {
  /** The facets of a collection as the Storefront API gives them (ids and inputs as Shopify writes them). */
  const facets: Facet[] = [
    {
      id: 'filter.v.availability',
      label: 'Availability',
      type: 'BOOLEAN',
      values: [{ id: 'filter.v.availability.1', label: 'In stock', count: 4, input: '{"available":true}' }],
    },
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      values: [{ id: 'filter.v.price', label: 'Price', count: 6, input: '{"price":{"min":0,"max":900}}' }],
    },
    {
      id: 'filter.v.option.color',
      label: 'Color',
      type: 'LIST',
      values: ['Black', 'Ivory'].map((value) => ({
        id: `filter.v.option.color.${value.toLowerCase()}`,
        label: value,
        count: 2,
        input: JSON.stringify({ variantOption: { name: 'color', value } }),
      })),
    },
  ];
  const asked: ListingCategory[] = [];
  const offered = (category: ListingCategory) => {
    asked.push(category);
    return facets;
  };
  const offeredRoutes = (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    return listingRoutes(pathname, searchParams, offered);
  };

  const served = (url: string) => {
    const found = offeredRoutes(url);
    return found && { page: found.page, streamed: found.streamed };
  };
  const servedWithout = (url: string) => {
    const found = routes(url);
    return found && { page: found.page, streamed: found.streamed };
  };

  it('is the state without the unknown key or value: the same page, the same streamed route', () => {
    expect(served('/en-eu/fashion?filter.v.option.color=q8x1')).toEqual(servedWithout('/en-eu/fashion'));
    expect(served('/fr-fr/fashion/knitwear?filter.v.option.colour=black&filter.p.tag=x')).toEqual(
      servedWithout('/fr-fr/fashion/knitwear'),
    );
    expect(
      served(
        '/fr-fr/fashion/dresses?filter.v.option.color=zz&filter.v.option.color=black&sort-by=price_asc&page=2',
      ),
    ).toEqual(servedWithout('/fr-fr/fashion/dresses?filter.v.option.color=black&sort-by=price_asc&page=2'));
    // Without the lookup, each unknown value was a state (and a render) of its own.
    expect(route('/en-eu/fashion?filter.v.option.color=q8x1')).not.toBe(route('/en-eu/fashion'));
  });

  it('names the query to send a browser to when the URL named filters the collection does not offer', () => {
    expect(offeredRoutes('/en-eu/fashion?filter.v.option.color=q8x1')?.offeredOnly).toBe('');
    expect(
      offeredRoutes('/fr-fr/fashion/dresses?filter.v.option.color=zz&filter.v.option.color=black&page=2')
        ?.offeredOnly,
    ).toBe('filter.v.option.color=black&page=2');
    // Only offered filters, or no lookup yet: nowhere to send it.
    expect(offeredRoutes('/fr-fr/fashion/dresses?filter.v.option.color=black')?.offeredOnly).toBeNull();
    expect(routes('/en-eu/fashion?filter.v.option.color=q8x1')?.offeredOnly).toBeNull();
  });

  it('keeps a price range only when its bounds are amounts, the right way up', () => {
    const priced = (query: string) => offeredRoutes(`/fr-fr/fashion/dresses?${query}`)?.page;
    expect(priced('filter.v.price.gte=abc&filter.v.price.lte=1e9')).toBe(route('/fr-fr/fashion/dresses'));
    expect(priced('filter.v.price.gte=500&filter.v.price.lte=10')).toBe(route('/fr-fr/fashion/dresses'));
    expect(priced('filter.v.price.lte=120&filter.v.availability=1')).toBe(
      route('/fr-fr/fashion/dresses?filter.v.availability=1&filter.v.price.lte=120'),
    );
  });

  it('asks for the facets only when the query names a filter, and the category it asked for', () => {
    asked.length = 0;
    offeredRoutes('/fr-fr/fashion/dresses?sort-by=price_asc&utm_source=mail');
    offeredRoutes('/fr-fr/search?q=filter.v.option.color');
    expect(asked).toEqual([]);
    offeredRoutes('/ja-jp/fragrance?filter.v.availability=1');
    offeredRoutes('/fr-fr/fashion/dresses?filter.v.availability=1');
    expect(asked).toEqual([
      { locale: 'ja-jp', section: 'fragrance' },
      { locale: 'fr-fr', section: 'fashion', uid: 'dresses' },
    ]);
  });

  it('leaves the state as the URL writes it while the facets are not known (the page checks it)', () => {
    const { pathname, searchParams } = new URL('http://shop.test/en-eu/fashion?filter.v.option.color=q8x1');
    expect(listingRoutes(pathname, searchParams, () => undefined)).toEqual(
      routes('/en-eu/fashion?filter.v.option.color=q8x1'),
    );
    expect(listingRoutes(pathname, searchParams, () => undefined)?.offeredOnly).toBeNull();
  });
});

describe('the proxy reads what an internal page path names, to read its state ahead (docs/adr/0019)', () => {
  it('is the category and its state, or the search, of the page a URL is served by', () => {
    expect(
      listingPageTarget(route('/fr-fr/fashion/dresses?sort-by=price_asc&filter.v.availability=1')!),
    ).toEqual({
      kind: 'category',
      category: { locale: 'fr-fr', section: 'fashion', uid: 'dresses' },
      state: new URLSearchParams('filter.v.availability=1&sort-by=price_asc'),
    });
    expect(listingPageTarget(route('/ja-jp/fragrance')!)).toEqual({
      kind: 'category',
      category: { locale: 'ja-jp', section: 'fragrance' },
      state: new URLSearchParams(),
    });
    expect(listingPageTarget(route('/en-uk/search?q=Silk%20Dress')!)).toEqual({
      kind: 'search',
      locale: 'en-uk',
      query: 'Silk Dress',
    });
    expect(listingPageTarget(route('/en-uk/search')!)).toEqual({
      kind: 'search',
      locale: 'en-uk',
      query: '',
    });
  });

  it('names nothing for any other path, nor for a state not in its one written form', () => {
    for (const other of [
      '/fr-fr/fashion/dresses',
      '/fr-fr/listings/fashion/dresses',
      '/fr-fr/listings/fashion/dresses/~/extra',
      '/xx-yy/listings/fashion/_/~',
      '/fr-fr/listings/shoes/_/~',
      `/fr-fr/listings/fashion/_/${Buffer.from('sort-by=price_asc&page=1').toString('base64url')}`,
      `/fr-fr/listings/search/${Buffer.from('  Robe').toString('base64url')}`,
    ])
      expect(listingPageTarget(other), other).toBeNull();
  });
});
