import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMasterRefs, masterRefCacheMs } from '@/server/prismic/client';
import { searchArticles } from '@/server/prismic/search';
import { noteTagExpiry } from '@/shared-store/content-changes.mjs';

/**
 * A search's articles are read at the master ref last seen, beside the lookup of the current one
 * (server/prismic/master-ref.ts, docs/adr/0040): one round
 * trip instead of two in series once the client's own 5 s copy of the ref has aged, and never content
 * older than the current master ref.
 */
const sent: string[] = [];
let masterRef = 'ref-one';
let repositoryAnswered = Promise.resolve();

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

vi.mock('@/server/http-fetch', () => ({
  apiFetch: async (url: string) => {
    const { pathname, searchParams } = new URL(url);
    if (pathname.endsWith('/documents/search')) {
      const ref = searchParams.get('ref');
      sent.push(`search at ${ref}`);
      const article = {
        id: `article-at-${ref}`,
        type: 'article_page',
        url: `/fr-fr/articles/at-${ref}`,
        data: { title: [{ type: 'heading1', text: `At ${ref}`, spans: [] }] },
      };
      return json({ page: 1, total_pages: 1, results_size: 1, total_results_size: 1, results: [article] });
    }
    sent.push('repository');
    const ref = masterRef;
    await repositoryAnswered;
    return json({ refs: [{ id: 'master', ref, label: 'Master', isMasterRef: true }], languages: [] });
  },
}));

/** Past the client's own copy of the ref, as a search that comes more than 5 s after any read. */
function laterThanTheClientKeepsTheRef() {
  vi.setSystemTime(Date.now() + masterRefCacheMs + 1000);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  sent.length = 0;
  masterRef = 'ref-one';
  repositoryAnswered = Promise.resolve();
  forgetMasterRefs();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a search's articles wait for no ref lookup once a ref is known", () => {
  it('the first search after a start looks the ref up first', async () => {
    await searchArticles('fr-fr', 'soie');
    expect(sent).toEqual(['repository', 'search at ref-one']);
  });

  it('a later search sends its query at the last ref before the lookup answers, and uses it', async () => {
    await searchArticles('fr-fr', 'soie');
    laterThanTheClientKeepsTheRef();
    let answerRepository = () => {};
    repositoryAnswered = new Promise((resolve) => (answerRepository = resolve));
    const articles = searchArticles('fr-fr', 'robe');
    await vi.waitFor(() => expect(sent, JSON.stringify(sent)).toHaveLength(4));
    expect(sent.slice(2).sort()).toEqual(['repository', 'search at ref-one']);
    answerRepository();
    expect((await articles).map(({ title }) => title)).toEqual(['At ref-one']);
    expect(sent).toHaveLength(4);
  });

  it('after a publish, the query is sent again at the new master ref, and only that answer is used', async () => {
    await searchArticles('fr-fr', 'soie');
    laterThanTheClientKeepsTheRef();
    masterRef = 'ref-two';
    const articles = await searchArticles('fr-fr', 'robe');
    expect(articles.map(({ title }) => title)).toEqual(['At ref-two']);
    expect(sent.slice(2).sort()).toEqual(['repository', 'search at ref-one', 'search at ref-two']);
  });

  it('a webhook (forgetMasterRefs) makes the next search look the ref up first again', async () => {
    await searchArticles('fr-fr', 'soie');
    forgetMasterRefs();
    masterRef = 'ref-two';
    await searchArticles('fr-fr', 'robe');
    expect(sent.slice(2)).toEqual(['repository', 'search at ref-two']);
  });
});

describe('a revalidation another instance wrote', () => {
  it('makes the next read look the ref up again, within the 5 s the client would keep it', async () => {
    await searchArticles('fr-fr', 'soie');
    masterRef = 'ref-two';
    noteTagExpiry(Date.now());
    const articles = await searchArticles('fr-fr', 'robe');
    expect(articles.map(({ title }) => title)).toEqual(['At ref-two']);
    expect(sent.slice(2)).toContain('repository');
  });
});
