import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prismic from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore } from '../../../backends/prismic/content-store';
import { contentPaths } from '../../../backends/prismic/paths';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

const { filter } = prismic;
const routes: prismic.Route[] = [
  { type: 'home_page', path: '/:lang?' },
  { type: 'product_page_fashion', path: '/:lang?/fashion/product/:uid' },
  { type: 'error_page', path: '/:lang/404' },
];

let backends: RunningBackends;
let client: prismic.Client<prismic.Content.AllDocumentTypes>;
let endpoint: string;

beforeAll(async () => {
  backends = await freshBackends();
  endpoint = `${backends.origin}/prismic/api/v2`;
  client = prismic.createClient('maison-aurele', { documentAPIEndpoint: endpoint, routes });
});

afterAll(() => backends.close());

async function rawSearch(params: Record<string, string>) {
  const url = new URL(`${endpoint}/documents/search`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('repository endpoint', () => {
  it('lists a master ref, the four languages, the types and the search form', async () => {
    const repository = await client.getRepository();
    const master = await client.getMasterRef();
    expect(master).toMatchObject({ id: 'master', label: 'Master', isMasterRef: true });
    expect(master.ref).toMatch(/^[\w-]{16}$/);
    expect(repository.languages).toEqual([
      { id: 'en-us', name: 'English - United States', is_master: true },
      { id: 'fr-fr', name: 'French - France', is_master: false },
      { id: 'es-es', name: 'Spanish - Spain', is_master: false },
      { id: 'ja-jp', name: 'Japanese - Japan', is_master: false },
    ]);
    expect(repository.types).toMatchObject({
      home_page: 'Home page',
      product_page_fashion: 'Product page (fashion)',
    });
    expect(repository.forms.everything?.action).toBe(`${endpoint}/documents/search`);
    expect(repository.tags).toEqual(expect.arrayContaining(['dresses']));
  });
});

describe('documents through @prismicio/client', () => {
  it('gets the French home page with its slices and alternate languages', async () => {
    const home = await client.getSingle('home_page', { lang: 'fr-fr' });
    expect(home).toMatchObject({ type: 'home_page', lang: 'fr-fr', uid: null, url: '/fr-fr' });
    const hero = home.data.slices[0] as prismic.Content.HeroSlice;
    expect(prismic.asText(hero.primary.title)).toBe('Le printemps, taillé dans la soie');
    expect(home.data.slices.map((slice) => slice.slice_type)).toEqual([
      'hero',
      'product_slider',
      'product_slider',
    ]);
    expect(home.alternate_languages.map((alternate) => alternate.lang).sort()).toEqual([
      'en-us',
      'es-es',
      'ja-jp',
    ]);
    for (const alternate of home.alternate_languages) {
      expect(Object.keys(alternate).sort()).toEqual(['id', 'lang', 'type', 'uid']);
      expect((await client.getByID(alternate.id, { lang: '*' })).lang).toBe(alternate.lang);
    }
  });

  it('answers in the exact shape of the Content API', async () => {
    const response = await client.get({ filters: [filter.at('document.type', 'settings')], lang: '*' });
    expect(Object.keys(response).sort()).toEqual(
      [
        'license',
        'next_page',
        'page',
        'prev_page',
        'results',
        'results_per_page',
        'results_size',
        'total_pages',
        'total_results_size',
        'version',
      ].sort(),
    );
    expect(Object.keys(response.results[0]!).sort()).toEqual(
      [
        'alternate_languages',
        'data',
        'first_publication_date',
        'href',
        'id',
        'lang',
        'last_publication_date',
        'linked_documents',
        'slugs',
        'tags',
        'type',
        'uid',
        'url',
      ].sort(),
    );
    const href = await fetch(response.results[0]!.href).then((res) => res.json());
    expect(href.results[0].id).toBe(response.results[0]!.id);
  });

  it('gets a product page by UID (Shopify handle) in the master language by default', async () => {
    const page = await client.getByUID('product_page_fashion', 'silk-wrap-dress');
    expect(page).toMatchObject({
      uid: 'silk-wrap-dress',
      lang: 'en-us',
      url: '/fashion/product/silk-wrap-dress',
    });
    expect(page.data.meta_title).toContain('Silk wrap dress');
    expect(page.data.not_indexable).toBe(false);
    const french = await client.getByUID('product_page_fashion', 'silk-wrap-dress', { lang: 'fr-fr' });
    expect(french.url).toBe('/fr-fr/fashion/product/silk-wrap-dress');
    expect(french.id).not.toBe(page.id);
    const slider = page.data.slices.find((slice) => slice.slice_type === 'product_slider') as
      prismic.Content.ProductSliderSlice | undefined;
    expect(slider?.primary.products).toEqual([
      { product_handle: 'cashmere-crew-sweater' },
      { product_handle: 'tailored-wool-blazer' },
      { product_handle: 'pleated-midi-skirt' },
    ]);
  });

  it('throws the client NotFoundError for an unknown UID', async () => {
    await expect(client.getByUID('product_page_fashion', 'no-such-dress')).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    );
  });

  it('gets every document of a type across languages', async () => {
    const pages = await client.getAllByType('error_page', { lang: '*' });
    expect(pages.map((page) => page.lang).sort()).toEqual(['en-us', 'es-es', 'fr-fr', 'ja-jp']);
    expect(new Set(pages.map((page) => prismic.asText(page.data.title))).size).toBe(4);
    expect(pages.find((page) => page.lang === 'ja-jp')?.url).toBe('/ja-jp/404');
  });

  it('fills empty fields the way Prismic returns them', async () => {
    const page = await client.getByUID('product_page_fashion', 'silk-wrap-dress');
    const hero = page.data.slices.find((slice) => slice.slice_type === 'hero') as
      prismic.Content.HeroSlice | undefined;
    expect(hero?.variation).toBe('split');
    expect(hero?.primary.link).toEqual({ link_type: 'Any' });
    expect(hero?.primary.link_label).toBeNull();
  });
});

describe('filters, orderings and pagination', () => {
  it('pages through all documents with next_page and prev_page', async () => {
    // dangerouslyGetAll waits between pages, so it reads the whole repository in pages of 100.
    const all = await client.dangerouslyGetAll({ lang: '*', pageSize: 100 });
    expect(new Set(all.map((document) => document.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(16);

    const second = await client.get({ lang: '*', pageSize: 5, page: 2 });
    expect(second).toMatchObject({
      page: 2,
      results_per_page: 5,
      results_size: 5,
      total_results_size: all.length,
    });
    expect(second.total_pages).toBe(Math.ceil(all.length / 5));
    expect(second.prev_page).toContain('page=1');
    const third = await fetch(second.next_page!).then((res) => res.json());
    expect(third.page).toBe(3);
    expect(third.results.map((document: { id: string }) => document.id)).toEqual(
      all.slice(10, 15).map((document) => document.id),
    );
    expect(second.results.map((document) => document.id)).toEqual(
      all.slice(5, 10).map((document) => document.id),
    );
  });

  it('applies at, any, in, not, fulltext, has and missing', async () => {
    const tagged = await client.getAllByTag('dresses', { lang: '*' });
    expect(tagged.map((document) => document.type)).toEqual(
      Array(tagged.length).fill('product_page_fashion'),
    );
    expect(tagged.length).toBe(4);

    const ids = ['home-page-en-us', 'settings-fr-fr'];
    const byIds = await client.getByIDs(ids, { lang: '*' });
    expect(byIds.results.map((document) => document.id).sort()).toEqual(ids);

    const notHome = await client.get({
      filters: [
        filter.not('document.type', 'home_page'),
        filter.any('document.type', ['home_page', 'error_page', 'product_page_fashion', 'settings']),
      ],
      lang: 'fr-fr',
    });
    expect(notHome.results.map((document) => document.type).sort()).toEqual([
      'error_page',
      'product_page_fashion',
      'settings',
    ]);

    const silk = await client.get({
      filters: [filter.fulltext('document', 'ROULOTTENT ourlet')],
      lang: 'fr-fr',
    });
    expect(silk.results.map((document) => document.id)).toEqual(['product-silk-wrap-dress-fr-fr']);

    const byField = await client.get({
      filters: [filter.at('my.error_page.button_label', "Retour à l'accueil")],
      lang: '*',
    });
    expect(byField.results.map((document) => document.id)).toEqual(['error-page-fr-fr']);

    const withSeo = await client.get({ filters: [filter.has('my.home_page.meta_title')], lang: '*' });
    expect(withSeo.total_results_size).toBe(4);
    const missing = await client.get({
      filters: [filter.missing('my.product_page_fashion.meta_title')],
      lang: '*',
    });
    expect(missing.total_results_size).toBe(0);
  });

  it('orders by document dates and by fields', async () => {
    const newest = await client.get({
      lang: '*',
      orderings: [{ field: 'document.last_publication_date', direction: 'desc' }, { field: 'document.id' }],
    });
    const dates = newest.results.map((document) => Date.parse(document.last_publication_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const byLabel = await client.getAllByType('error_page', {
      lang: '*',
      orderings: [{ field: 'my.error_page.button_label' }],
    });
    const labels = byLabel.map((page) => page.data.button_label!);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });

  it('accepts fetchLinks, graphQuery and integrationFieldsRef without changing the answer', async () => {
    const plain = await client.getSingle('settings');
    const withExtras = await client.getSingle('settings', {
      fetchLinks: ['home_page.meta_title'],
      graphQuery: '{ settings { site_name } }',
      integrationFieldsRef: 'anything',
    });
    expect(withExtras).toEqual(plain);
  });

  it('returns no documents for a language the repository does not have', async () => {
    expect((await client.get({ lang: 'de-de' })).total_results_size).toBe(0);
  });
});

describe('URLs: routes, links and images', () => {
  it('resolves link fields through the routes, per language', async () => {
    const home = await client.getSingle('home_page', { lang: 'es-es' });
    const [hero] = home.data.slices;
    expect(hero?.slice_type).toBe('hero');
    const link = (hero as prismic.Content.HeroSlice).primary.link;
    expect(link).toMatchObject({
      link_type: 'Document',
      type: 'product_page_fashion',
      uid: 'silk-wrap-dress',
      lang: 'es-es',
      url: '/es-es/fashion/product/silk-wrap-dress',
      isBroken: false,
    });
    const errorPage = await client.getSingle('error_page');
    expect(errorPage.data.button_link).toMatchObject({ link_type: 'Document', url: '/' });
  });

  it('leaves url null without a route and rejects malformed routes', async () => {
    const bare = prismic.createClient('maison-aurele', { documentAPIEndpoint: endpoint });
    expect((await bare.getSingle('settings')).url).toBeNull();
    const ref = (await client.getMasterRef()).ref;
    const { status, body } = await rawSearch({ ref, routes: '[{"type":' });
    expect(status).toBe(400);
    expect(body.type).toBe('parsing-error');
  });

  it('serves image fields as absolute URLs on this backend, which the CDN answers', async () => {
    const home = await client.getSingle('home_page');
    const image = home.data.meta_image;
    expect(image.url).toBe(
      `${backends.origin}/cdn/content/home-meta-boutique-1200x630.jpg?auto=format,compress`,
    );
    expect(image.dimensions).toEqual({ width: 1200, height: 630 });
    const response = await fetch(image.url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('errors in the shape of the Content API', () => {
  it('answers a wrong ref with 404 api_notfound_error naming the master ref', async () => {
    const master = (await client.getMasterRef()).ref;
    const { status, body } = await rawSearch({ ref: 'not-a-ref', q: '[[at(document.type, "settings")]]' });
    expect(status).toBe(404);
    expect(body).toEqual({
      type: 'api_notfound_error',
      message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${master}`,
    });
    // The client reads the master ref from that message and retries with it.
    expect((await client.getSingle('settings', { ref: 'not-a-ref' })).type).toBe('settings');
  });

  it('rejects a missing ref and page sizes over 100', async () => {
    expect((await rawSearch({})).status).toBe(400);
    const ref = (await client.getMasterRef()).ref;
    expect((await rawSearch({ ref, pageSize: '101' })).body.type).toBe('api_validation_error');
    await expect(client.get({ pageSize: 101 })).rejects.toBeInstanceOf(prismic.ParsingError);
  });

  it('rejects malformed queries, unknown fields and unsupported predicates with ParsingError', async () => {
    const ref = (await client.getMasterRef()).ref;
    const malformed = await rawSearch({ ref, q: '[[at(document.type, "home_page"]]' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ type: 'parsing-error', line: 1 });
    await expect(client.get({ filters: [filter.at('my.home_page.nope', 'x')] })).rejects.toBeInstanceOf(
      prismic.ParsingError,
    );
    await expect(client.get({ filters: [filter.similar('home-page-en-us', 10)] })).rejects.toBeInstanceOf(
      prismic.ParsingError,
    );
  });
});

describe('content reload', () => {
  const dir = mkdtempSync(join(tmpdir(), 'prismic-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves a saved document under a new master ref', () => {
    cpSync(contentPaths.documents, dir, { recursive: true });
    const store = new ContentStore({ ...contentPaths, documents: dir }, 0);
    const before = store.current();
    expect(store.current()).toBe(before);

    const file = join(dir, 'settings', 'en-us.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    settings.data.site_name = 'Maison Aurèle Paris';
    writeFileSync(file, JSON.stringify(settings));

    const after = store.current();
    expect(after.ref).not.toBe(before.ref);
    expect(after.byId.get('settings-en-us')?.data.site_name).toBe('Maison Aurèle Paris');
  });
});
