import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {}, revalidateTag }));
const after = vi.fn<(task: () => Promise<void>) => void>();
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after }));

let backends: RunningBackends;
let articles: typeof import('@/app/api/blog/get-blog-articles-list/route');
let revalidate: typeof import('@/app/api/revalidate/route');
let sitemap: typeof import('@/app/sitemap');

beforeAll(async () => {
  backends = await freshBackends();
  // serverConfig() reads the environment once, on first use: point it at this backends process.
  process.env.LOCAL_BACKENDS_URL = backends.origin;
  articles = await import('@/app/api/blog/get-blog-articles-list/route');
  revalidate = await import('@/app/api/revalidate/route');
  sitemap = await import('@/app/sitemap');
});

afterAll(() => backends.close());

function post(body: unknown) {
  return new Request('http://localhost/api', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/blog/get-blog-articles-list/ (spec §7.2)', () => {
  it('answers one page of articles, newest first, with the page count', async () => {
    const response = await articles.POST(post({ locale: 'fr-fr', page: 1, pageSize: 4 }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(2);
    expect(body.articles).toHaveLength(4);
    const dates = body.articles.map((article: { publicationDate: string }) => article.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.articles[0]).toEqual({
      uid: expect.any(String),
      title: expect.any(String),
      excerpt: expect.any(String),
      cover: expect.objectContaining({ url: expect.stringContaining('/cdn/') }),
      url: expect.stringMatching(/^\/fr-fr\/articles\/[a-z0-9-]+$/),
      publicationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const second = await (await articles.POST(post({ locale: 'fr-fr', page: 2, pageSize: 4 }))).json();
    expect(second.articles.map((a: { uid: string }) => a.uid)).not.toContain(body.articles[0].uid);
  });

  it('filters by category uid, and an unknown category lists nothing', async () => {
    const atelier = await (
      await articles.POST(post({ locale: 'en-ww', page: 1, pageSize: 24, category: 'atelier' }))
    ).json();
    expect(atelier.articles.length).toBeGreaterThan(0);
    expect(atelier.articles.length).toBeLessThan(6);
    const none = await (
      await articles.POST(post({ locale: 'en-ww', page: 1, pageSize: 24, category: 'nope' }))
    ).json();
    expect(none).toEqual({ articles: [], page: 1, totalPages: 0 });
  });

  it.each([
    [{ locale: 'xx-yy', page: 1, pageSize: 4 }, 'locale'],
    [{ locale: 'fr-fr', page: 0, pageSize: 4 }, 'page'],
    [{ locale: 'fr-fr', page: 1, pageSize: 25 }, 'pageSize'],
    [{ locale: 'fr-fr', page: 1, pageSize: 4, category: '../x' }, 'category'],
  ])('answers 400 naming the bad field for %j', async (body, field) => {
    const response = await articles.POST(post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  });

  it('answers 400 to a body that is not JSON', async () => {
    expect((await articles.POST(post('{oops'))).status).toBe(400);
  });
});

describe('POST /api/revalidate (Prismic webhook)', () => {
  beforeEach(() => revalidateTag.mockClear());

  beforeEach(() => after.mockClear());

  it('expires every Prismic read with the right secret when it names no document', async () => {
    const response = await revalidate.POST(post({ secret: 'local-prismic-secret', type: 'api-update' }));
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('prismic', { expire: 0 });
  });

  it('expires only the reads of the documents it names: by id, by type, by UID; again once refs aged out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const response = await revalidate.POST(
        post({
          secret: 'local-prismic-secret',
          type: 'api-update',
          documents: ['article-layering-fragrance-en-us'],
        }),
      );
      const tags = [
        'prismic:doc:article-layering-fragrance-en-us',
        'prismic:type:article_page',
        'prismic:uid:article_page:layering-fragrance',
      ];
      expect(await response.json()).toMatchObject({ revalidated: tags });
      expect(revalidateTag).not.toHaveBeenCalledWith('prismic', expect.anything());
      expect(revalidateTag).toHaveBeenCalledTimes(3);
      // @prismicio/client keeps the master ref 5 s: the same tags expire again past that.
      expect(after).toHaveBeenCalledTimes(1);
      const again = after.mock.calls[0]![0]();
      await vi.advanceTimersByTimeAsync(5000);
      expect(revalidateTag).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(1000);
      await again;
      expect(revalidateTag).toHaveBeenCalledTimes(6);
      for (const tag of tags) expect(revalidateTag).toHaveBeenCalledWith(tag, { expire: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('while the providers fail, answers 200, waits and expires once they answer again (ADR 0029)', async () => {
    backends.context.knobs.update({ errorRate: 1 });
    try {
      const response = await revalidate.POST(post({ secret: 'local-prismic-secret', type: 'api-update' }));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ revalidated: [], deferred: ['prismic'] });
      expect(revalidateTag).not.toHaveBeenCalled();
      expect(after).toHaveBeenCalledTimes(1);
      const waiting = after.mock.calls[0]![0]();
      // A webhook meanwhile joins the wait rather than starting another.
      const joined = await revalidate.POST(
        post({ secret: 'local-prismic-secret', type: 'api-update', documents: ['article-never-published'] }),
      );
      expect(await joined.json()).toMatchObject({ deferred: ['prismic'] });
      expect(after).toHaveBeenCalledTimes(1);
      // Past one more look (every 2 s) at providers still failing: nothing expired.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(revalidateTag).not.toHaveBeenCalled();
      backends.context.knobs.update({ errorRate: 0 });
      // The next look finds them answering: expired at once, and again past the master ref's age.
      await vi.waitFor(() => expect(revalidateTag).toHaveBeenCalledWith('prismic', { expire: 0 }), {
        timeout: 5000,
      });
      await waiting;
      expect(revalidateTag).toHaveBeenCalledTimes(2);
    } finally {
      backends.context.knobs.update({ errorRate: 0 });
    }
  });

  it('expires every Prismic read when a named document is gone (unpublished: its lists are unknown)', async () => {
    const response = await revalidate.POST(
      post({ secret: 'local-prismic-secret', type: 'api-update', documents: ['article-never-published'] }),
    );
    expect(await response.json()).toMatchObject({ revalidated: ['prismic'] });
  });

  it('refuses a document id that is not one', async () => {
    const response = await revalidate.POST(
      post({ secret: 'local-prismic-secret', type: 'api-update', documents: ['../../x"]'] }),
    );
    expect(response.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    [{ secret: 'local-prismic-secre' }, 401],
    [{ secret: 'local-prismic-secret-and-more' }, 401],
    [{ secret: '' }, 400],
    [{ type: 'api-update' }, 400],
    ['not json', 400],
  ])('refuses %j with %i and invalidates nothing', async (body, status) => {
    const response = await revalidate.POST(post(body));
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty('error');
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe('sitemap.xml', () => {
  it('lists every locale of every indexable document, and the Storefront products and collections', async () => {
    const entries = await sitemap.default();
    const urls = entries.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ['/faq', '/en-eu/faq', '/fr-fr/faq', '/es-eu/faq', '/ja-jp/faq'])
      expect(urls).toContain(`http://localhost:3000${path}`);
    expect(urls).toContain('http://localhost:3000/fr-fr/fashion/product/silk-wrap-dress');
    expect(urls).toContain('http://localhost:3000/en-uk/fragrance/for-her');
    // noindex documents (maintenance, private, the account group) and redirects are left out.
    expect(urls.some((url) => /\/(maintenance|private|login|redirects\/)/.test(url))).toBe(false);
    const faq = entries.find((entry) => entry.url === 'http://localhost:3000/fr-fr/faq');
    expect(faq?.alternates?.languages).toMatchObject({
      'x-default': 'http://localhost:3000/faq',
      ja: 'http://localhost:3000/ja-jp/faq',
    });
  });
});
