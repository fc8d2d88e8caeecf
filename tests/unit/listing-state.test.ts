import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  facetValueKey,
  isUsefulFacet,
  listingQuery,
  pageCountOf,
  paginationItems,
  readListingState,
  type Facet,
} from '../../lib/listing';

const value = (id: string, label: string, input: object, count = 3) => ({
  id,
  label,
  count,
  input: JSON.stringify(input),
});

const facets: Facet[] = [
  {
    id: 'filter.v.availability',
    label: 'Availability',
    type: 'BOOLEAN',
    values: [value('filter.v.availability.1', 'In stock', { available: true })],
  },
  {
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    values: [value('filter.v.price', 'Price', { price: { min: 0, max: 1665 } })],
  },
  {
    id: 'filter.v.option.color',
    label: 'Color',
    type: 'LIST',
    values: [
      value('filter.v.option.color.black', 'Black', { variantOption: { name: 'color', value: 'Black' } }),
      value('filter.v.option.color.navy', 'Navy', { variantOption: { name: 'color', value: 'Navy' } }),
      { id: 'filter.v.option.color.broken', label: 'Broken', count: 1, input: '{not json' },
    ],
  },
];

const read = (query: string) => readListingState(new URLSearchParams(query), facets);

describe('listing state from the URL (spec §4: sort-by, filters, page)', () => {
  it('reads Shopify-style filter parameters into ProductFilter inputs, in the facets order', () => {
    const state = read('filter.v.option.color=navy&filter.v.availability=1&filter.v.option.color=black');
    expect(state.selected).toEqual({
      'filter.v.availability': ['1'],
      'filter.v.option.color': ['black', 'navy'],
    });
    expect(state.filters).toEqual([
      { available: true },
      { variantOption: { name: 'color', value: 'Black' } },
      { variantOption: { name: 'color', value: 'Navy' } },
    ]);
  });

  it('reads a price range from .gte and .lte, either bound alone', () => {
    expect(read('filter.v.price.gte=50&filter.v.price.lte=200.5')).toMatchObject({
      price: { min: 50, max: 200.5 },
      filters: [{ price: { min: 50, max: 200.5 } }],
    });
    expect(read('filter.v.price.lte=300').filters).toEqual([{ price: { max: 300 } }]);
  });

  it('ignores values, ranges and parameters that are not offered (issue 4 bad input)', () => {
    const state = read(
      'filter.v.option.color=plaid&filter.v.option.color=broken&filter.v.size=m&filter.v.price.gte=500&filter.v.price.lte=10',
    );
    expect(state).toMatchObject({ selected: {}, price: null, filters: [] });
    expect(read('filter.v.price.gte=-5&filter.v.price.lte=1e3').filters).toEqual([]);
    expect(read('sort-by=cheapest&page=0')).toMatchObject({ sort: null, page: 1 });
  });

  it('reads sort and page', () => {
    expect(read('sort-by=price_desc&page=3')).toMatchObject({ sort: 'price_desc', page: 3 });
  });
});

describe('canonical listing query', () => {
  it('writes filters in facet order, then sort, then page; leaves out page 1 and the default sort', () => {
    const state = read('page=2&sort-by=best_selling&filter.v.option.color=navy&filter.v.price.lte=300');
    expect(listingQuery(state, facets)).toBe(
      '?filter.v.price.lte=300&filter.v.option.color=navy&sort-by=best_selling&page=2',
    );
    expect(listingQuery({ ...state, page: 1, sort: null, selected: {}, price: null }, facets)).toBe('');
  });

  it('round-trips through readListingState', () => {
    const state = read('filter.v.option.color=black&filter.v.availability=1&sort-by=price_asc&page=2');
    expect(read(listingQuery(state, facets).slice(1))).toEqual(state);
  });
});

describe('spec §9 page size 8', () => {
  it('counts pages of 8, at least one', () => {
    expect([0, 1, 8, 9, 24, 25].map((total) => pageCountOf(total))).toEqual([1, 1, 1, 2, 3, 4]);
  });

  it('shows the first, the last and two pages either side, with gaps', () => {
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });
});

describe('facets shown', () => {
  it('hides a list facet with one value unless it is applied', () => {
    expect(isUsefulFacet(facets[0]!, { selected: {} })).toBe(false);
    expect(isUsefulFacet(facets[0]!, { selected: { 'filter.v.availability': ['1'] } })).toBe(true);
    expect(isUsefulFacet(facets[1]!, { selected: {} })).toBe(true);
    expect(isUsefulFacet(facets[2]!, { selected: {} })).toBe(true);
  });

  it('keys a value by the end of its id', () => {
    expect(facetValueKey(facets[2]!, 'filter.v.option.color.sky-blue')).toBe('sky-blue');
    expect(facetValueKey(facets[2]!, 'other.id')).toBe('other.id');
  });
});

describe('active filters (issue 31: chips in the listing bar)', () => {
  it('lists each applied value and the price range, in the facets order, each with the state without it', () => {
    const state = read(
      'filter.v.option.color=navy&filter.v.option.color=black&filter.v.price.gte=100&sort-by=price_asc',
    );
    const chips = activeFilters(state, facets);
    expect(chips.map((chip) => (chip.type === 'value' ? chip.label : `${chip.min}-${chip.max}`))).toEqual([
      '100-null',
      'Black',
      'Navy',
    ]);
    expect(chips.map((chip) => listingQuery({ ...chip.without, sort: state.sort, page: 1 }, facets))).toEqual(
      [
        '?filter.v.option.color=black&filter.v.option.color=navy&sort-by=price_asc',
        '?filter.v.price.gte=100&filter.v.option.color=navy&sort-by=price_asc',
        '?filter.v.price.gte=100&filter.v.option.color=black&sort-by=price_asc',
      ],
    );
  });

  it('drops a facet once its last value is removed, and has nothing for an unfiltered state', () => {
    const [only] = activeFilters(read('filter.v.availability=1'), facets);
    expect(only?.without).toEqual({ selected: {}, price: null });
    expect(activeFilters(read('sort-by=price_asc&page=2'), facets)).toEqual([]);
  });
});
