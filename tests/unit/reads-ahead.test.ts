import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingRoutes } from '@/lib/listing-routes';
import { readAhead, storefrontRequest } from '@/server/shopify/client';
import { CART_NOTE_UPDATE_MUTATION } from '@/server/shopify/documents/cart';
import { SEARCH_PRODUCTS_QUERY } from '@/server/shopify/documents/search';
import { searchProductsVariables } from '@/server/shopify/listing-variables';
import { readListingStateAhead } from '@/server/shopify/listing-reads-ahead';
import { keepReadAhead } from '@/server/shopify/reads-ahead';

/**
 * The proxy's reads ahead (docs/adr/0039): a render's read takes the answer of
 * the same read the proxy started, instead of sending it again; once, and only for a few seconds.
 */
const sent: string[] = [];
vi.mock('@/server/http-fetch', () => ({
  apiFetch: async (_url: string, init: { body: string }) => {
    sent.push(init.body);
    return new Response(JSON.stringify({ data: { search: { totalCount: sent.length, nodes: [] } } }), {
      headers: { 'content-type': 'application/json' },
    });
  },
}));

const variables = searchProductsVariables('fr-fr', 'soie');
const sameVariablesOtherOrder = Object.fromEntries(Object.entries(variables).reverse()) as typeof variables;

beforeEach(() => {
  sent.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a read started ahead is taken by the render that makes it (docs/adr/0019)', () => {
  it('sends the read once: the render gets the answer already on its way', async () => {
    readAhead(SEARCH_PRODUCTS_QUERY, { variables });
    const answer = await storefrontRequest(SEARCH_PRODUCTS_QUERY, { variables: sameVariablesOtherOrder });
    expect(answer.search.totalCount).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('is taken once: the next read of the same variables asks again', async () => {
    readAhead(SEARCH_PRODUCTS_QUERY, { variables });
    await storefrontRequest(SEARCH_PRODUCTS_QUERY, { variables });
    const again = await storefrontRequest(SEARCH_PRODUCTS_QUERY, { variables });
    expect(again.search.totalCount).toBe(2);
    expect(sent).toHaveLength(2);
  });

  it('is not taken by a read of other variables, nor after a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    readAhead(SEARCH_PRODUCTS_QUERY, { variables });
    await storefrontRequest(SEARCH_PRODUCTS_QUERY, { variables: { ...variables, query: 'robe' } });
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(3000);
    await storefrontRequest(SEARCH_PRODUCTS_QUERY, { variables });
    expect(sent).toHaveLength(3);
  });

  it('is not taken once it has failed: the render after it sends its own read', async () => {
    const failed = Promise.reject(new Error('Storefront unavailable'));
    keepReadAhead(SEARCH_PRODUCTS_QUERY, variables, failed);
    await failed.catch(() => {});
    const answer = await storefrontRequest(SEARCH_PRODUCTS_QUERY, { variables });
    expect(answer.search.totalCount).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('is never a mutation: a change is always sent', async () => {
    const mutationVariables = { cartId: 'gid://shopify/Cart/c', note: 'n' };
    keepReadAhead(CART_NOTE_UPDATE_MUTATION, mutationVariables, Promise.resolve({ cartNoteUpdate: null }));
    await storefrontRequest(CART_NOTE_UPDATE_MUTATION, { variables: mutationVariables });
    expect(sent).toHaveLength(1);
  });
});

describe("the proxy's read ahead of a search (server/shopify/listing-reads-ahead.ts)", () => {
  const searchPage = (query: string) =>
    listingRoutes('/en-uk/search', new URLSearchParams({ q: query }), () => undefined)!.page;

  it('reads the words as the render will read them: quotes are spaces there', () => {
    readListingStateAhead(searchPage('"silk" dress'));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!).variables.query).toBe('silk  dress');
  });

  it('sends nothing for words the render refuses (nothing left but quotes): no read nobody takes', () => {
    readListingStateAhead(searchPage('"" \\'));
    expect(sent).toHaveLength(0);
  });
});
