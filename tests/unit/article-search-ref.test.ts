import { describe, expect, it, vi } from 'vitest';
import { isProviderUnavailable } from '@/server/provider-unavailable';

/** Refs the repository serves: a query at any other is refused, naming its master ref, as Prismic does. */
let served = new Set(['after']);
let master = 'after';
const asked: string[] = [];
const article = {
  id: 'article-1',
  type: 'article_page',
  url: '/fr-fr/articles/how-to-care-for-silk',
  data: { title: [{ type: 'heading1', text: 'Comment entretenir la soie', spans: [] }] },
};
const client = {
  documentAPIEndpoint: 'https://shop.cdn.prismic.io/api/v2/documents/search',
  defaultParams: { lang: 'fr-fr' },
  routes: [],
  accessToken: undefined,
  // The ref the client read before the publish, kept for its few seconds.
  getMasterRef: async () => ({ ref: 'before' }),
  fetchFn: async (url: string) => {
    const ref = new URL(url).searchParams.get('ref') ?? '';
    asked.push(ref);
    if (served.has(ref)) return Response.json({ results: [article] });
    const message = `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${master}`;
    return Response.json({ type: 'api_notfound_error', message }, { status: 404 });
  },
};
vi.mock('@/server/prismic/client', () => ({ prismicClient: () => client }));

const { searchArticles } = await import('@/server/prismic/search');

describe('the article search when content is published between its ref and its query', () => {
  it('asks again at the master ref Prismic names, as the client does, and finds the articles', async () => {
    asked.length = 0;
    const articles = await searchArticles('fr-fr', 'soie');
    expect(asked).toEqual(['before', 'after']);
    expect(articles).toEqual([
      { id: 'article-1', title: 'Comment entretenir la soie', url: '/fr-fr/articles/how-to-care-for-silk' },
    ]);
  });

  it('asks again once only: a second refusal is the repository unavailable, the page keeps its error block', async () => {
    served = new Set();
    master = 'moving';
    asked.length = 0;
    const failure = await searchArticles('fr-fr', 'laine').catch((error: unknown) => error);
    expect(asked).toEqual(['before', 'moving']);
    expect(isProviderUnavailable(failure)).toBe(true);
  });
});
