import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAhead, storefrontRequest } from '@/server/shopify/client';
import { CART_NOTE_UPDATE_MUTATION } from '@/server/shopify/documents/cart';
import { SEARCH_PRODUCTS_QUERY } from '@/server/shopify/documents/search';
import { searchProductsVariables } from '@/server/shopify/listing-variables';
import { keepReadAhead } from '@/server/shopify/reads-ahead';

/**
 * The proxy's reads ahead (docs/adr/0019, addendum "reads ahead"): a render's read takes the answer of
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

  it('is never a mutation: a change is always sent', async () => {
    const mutationVariables = { cartId: 'gid://shopify/Cart/c', note: 'n' };
    keepReadAhead(CART_NOTE_UPDATE_MUTATION, mutationVariables, Promise.resolve({ cartNoteUpdate: null }));
    await storefrontRequest(CART_NOTE_UPDATE_MUTATION, { variables: mutationVariables });
    expect(sent).toHaveLength(1);
  });
});
