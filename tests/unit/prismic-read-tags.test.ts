import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PrismicDocument } from '@prismicio/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { masterRefCacheMs } from '@/server/prismic/client';
import { tagPrismicRead } from '@/server/prismic/read-tags';

const cacheTag = vi.fn();
vi.mock('next/cache', () => ({ cacheTag: (...tags: string[]) => cacheTag(...tags) }));

function document(id: string, data: Record<string, unknown> = {}): PrismicDocument {
  return { id, type: 'page', uid: id, data } as unknown as PrismicDocument;
}

function linkTo(id: string) {
  return { link_type: 'Document', id, type: 'article_page', uid: id, isBroken: false };
}

describe('tagPrismicRead (what a publish expires: server/webhooks/prismic.ts)', () => {
  beforeEach(() => cacheTag.mockClear());

  it('tags a read by UID with its query, the document and every document it links to, at any depth', () => {
    const page = document('page-1', {
      hero: linkTo('article-a'),
      slices: [
        { primary: { items: [{ link: linkTo('article-b') }, { link: { link_type: 'Web', url: 'x' } }] } },
      ],
    });
    tagPrismicRead({ type: 'page', uid: 'page-1' }, [page]);
    expect(cacheTag).toHaveBeenCalledWith(
      'prismic',
      'prismic:uid:page:page-1',
      'prismic:doc:page-1',
      'prismic:doc:article-a',
      'prismic:doc:article-b',
    );
  });

  it('tags a read that found nothing by its query, so publishing the document expires it', () => {
    tagPrismicRead({ type: 'article_page', uid: 'new-article' }, [null]);
    expect(cacheTag).toHaveBeenCalledWith('prismic', 'prismic:uid:article_page:new-article');
  });

  it("tags a list over Next's 128-tag limit by its types only", () => {
    const many = Array.from({ length: 130 }, (_, index) => document(`page-${index}`));
    tagPrismicRead({ types: ['page', 'article_page'] }, many);
    expect(cacheTag).toHaveBeenCalledWith('prismic', 'prismic:type:page', 'prismic:type:article_page');
  });
});

describe("@prismicio/client's master ref cache (a private contract: server/prismic/client.ts)", () => {
  it('keeps the ref as long as the shop waits before it expires the reads a second time', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(
      require.resolve('@prismicio/client').replace(/index\.c?js$/, 'Client.js'),
      'utf8',
    );
    const ttl = /const REPOSITORY_CACHE_TTL = ([\d.e]+);/.exec(source)?.[1];
    expect(ttl, 'REPOSITORY_CACHE_TTL not found in @prismicio/client: re-read getRepository()').toBeDefined();
    expect(Number(ttl)).toBe(masterRefCacheMs);
  });
});
