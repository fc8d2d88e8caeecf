import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';
import { loadMessages } from '@/i18n/messages';
import { maxArticlesPageSize } from '@/lib/articles';
import type { Language, Locale } from '@/lib/markets';
import { getDocumentByUid, getSingleDocument } from '@/server/prismic/documents';
import { getAllRoutedDocuments, getArticles } from '@/server/prismic/lists';
import { getPrivateSlices } from '@/server/prismic/private-content';
import { getProduct } from '@/server/shopify/products';
import { searchProducts } from '@/server/shopify/search';

/**
 * Every `'use cache'` function is a public endpoint (docs/adr/0003): called with arguments nobody
 * should send, it answers its "nothing" value, never a file, a private slice or an error.
 */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());

const anyLocale = (value: string) => value as Locale;

describe('cached reads given arguments nobody should send', () => {
  it('load messages from the fixed map only: a path is the default language', async () => {
    const english = await loadMessages('en');
    for (const path of ['..', '../node_modules/next', '/etc', 'xx'])
      expect(await loadMessages(path as Language)).toEqual(english);
    expect(Object.keys(english)).not.toContain('package');
  });

  it('answer null for unknown locales, types and slugs a filter string cannot hold', async () => {
    expect(await getSingleDocument(anyLocale('xx-xx'), 'home_page')).toBeNull();
    expect(await getSingleDocument('fr-fr', 'not_a_type')).toBeNull();
    for (const uid of ['\\', 'a"b', '', 'x'.repeat(500)])
      expect(await getDocumentByUid('fr-fr', 'universal_page', uid)).toBeNull();
    expect(await getProduct('fr-fr', '\\')).toBeNull();
    expect(await searchProducts('fr-fr', 'x'.repeat(5000))).toEqual({ total: 0, products: [] });
  });

  it(`cap the article page size at ${maxArticlesPageSize}`, async () => {
    expect(await getArticles('fr-fr', { page: 1, pageSize: 100 })).toBeNull();
    expect(
      (await getArticles('fr-fr', { page: 1, pageSize: maxArticlesPageSize }))?.results.length,
    ).toBeGreaterThan(0);
  });
});

describe('private content', () => {
  it('never enters a cached read: the private page comes without its slices', async () => {
    const page = await getSingleDocument('fr-fr', 'private_page');
    expect(page?.data.slices).toEqual([]);
    const routed = await getAllRoutedDocuments();
    const privatePages = routed.filter((document) => document.type === 'private_page');
    expect(privatePages.length).toBeGreaterThan(0);
    expect(privatePages.every((document) => document.data.slices.length === 0)).toBe(true);
  });

  it('is read per request once the check passed', async () => {
    const page = await getSingleDocument('fr-fr', 'private_page');
    expect((await getPrivateSlices('fr-fr', page!)).length).toBeGreaterThan(0);
    const home = await getSingleDocument('fr-fr', 'home_page');
    expect(await getPrivateSlices('fr-fr', home!)).toEqual([]);
  });
});
