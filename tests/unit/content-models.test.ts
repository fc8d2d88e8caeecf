import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SharedSliceContent } from '@prismicio/types-internal/lib/content';
import { CustomType, SharedSlice } from '@prismicio/types-internal/lib/customtypes';
import type { Decoder } from 'io-ts';
import { PathReporter } from 'io-ts/lib/PathReporter';
import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '@/backends/prismic/documents';
import { repositoryLanguages } from '@/backends/prismic/languages';
import { fieldsOf, loadModels, type FieldModel } from '@/backends/prismic/models';
import { editorialDocumentTypes, productDocumentTypes } from '@/lib/document-types';
import { contentPaths } from '@/backends/prismic/paths';
import { validateDocuments } from '@/backends/prismic/validate';
import { catalog } from '@/backends/seed/catalog';
import { collections as seedCollections } from '@/backends/seed/data/collections';
import { seededRandom } from '@/backends/seed/random';
import { editorialComponents } from '@/slices/editorial';
import { productPageComponents } from '@/slices/product-page';

const models = loadModels(contentPaths.customTypes, contentPaths.slices);
const languages = repositoryLanguages.map((language) => language.id);

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function documentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? documentFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Slice Machine decodes models and mocks with these io-ts codecs; a Left means it cannot open them. */
function decodeErrors<T>(codec: Decoder<unknown, T>, value: unknown): string[] {
  const result = codec.decode(value);
  return result._tag === 'Right' ? [] : PathReporter.report(result);
}

const files = documentFiles(contentPaths.documents);
const documents = files.map((file) => ({ file, document: readJson<StoredDocument>(file) }));
const stored = documents.map(({ document }) => document);

describe('Slice Machine models', () => {
  it.each(folders(contentPaths.customTypes))('custom type %s decodes as Slice Machine reads it', (folder) => {
    const model = readJson<{ id: string }>(join(contentPaths.customTypes, folder, 'index.json'));
    expect(decodeErrors(CustomType, model)).toEqual([]);
    expect(model.id).toBe(folder);
  });

  it.each(folders(contentPaths.slices))('slice %s model and mocks decode and agree', (folder) => {
    const model = readJson<{
      name: string;
      variations: { id: string; primary?: Record<string, FieldModel> }[];
    }>(join(contentPaths.slices, folder, 'model.json'));
    expect(decodeErrors(SharedSlice, model)).toEqual([]);
    expect(model.name).toBe(folder);

    const mocks = readJson<
      { variation: string; primary: Record<string, { __TYPE__: string; type?: string }> }[]
    >(join(contentPaths.slices, folder, 'mocks.json'));
    for (const mock of mocks) expect(decodeErrors(SharedSliceContent, mock)).toEqual([]);
    expect(mocks.map((mock) => mock.variation).sort()).toEqual(
      model.variations.map((variation) => variation.id).sort(),
    );
    for (const mock of mocks) {
      const primary = model.variations.find((variation) => variation.id === mock.variation)?.primary ?? {};
      for (const [key, content] of Object.entries(mock.primary)) {
        const field = primary[key];
        expect(field, `${folder} mock field ${key}`).toBeDefined();
        expect(mockTypeMatches(content, field!), `${folder} mock field ${key}`).toBe(true);
      }
    }
  });

  it('every slice zone accepts only slices that exist in slices/', () => {
    for (const model of models.customTypes.values()) {
      for (const field of Object.values(fieldsOf(model)).filter((candidate) => candidate.type === 'Slices')) {
        for (const [choice, kind] of Object.entries(field.config?.choices ?? {})) {
          expect(kind.type, `${model.id} → ${choice}`).toBe('SharedSlice');
          expect(models.slices.has(choice), `${model.id} → ${choice}`).toBe(true);
        }
      }
    }
  });

  it.each([
    ['product', Object.values(productDocumentTypes).flat(), productPageComponents],
    ['editorial', editorialDocumentTypes, editorialComponents],
  ] as const)('%s page types accept only the slices their pages render', (_, types, components) => {
    const rendered: readonly string[] = types;
    const pageTypes = [...models.customTypes.values()].filter((model) => rendered.includes(model.id));
    expect(pageTypes.length).toBe(new Set(rendered).size);
    for (const model of pageTypes) {
      for (const field of Object.values(fieldsOf(model)).filter((candidate) => candidate.type === 'Slices')) {
        for (const choice of Object.keys(field.config?.choices ?? {}))
          expect(Object.keys(components), `${model.id} → ${choice}`).toContain(choice);
      }
    }
  });

  it('page types share one SEO tab and repeatable ones have a UID', () => {
    const homeSeo = models.customTypes.get('home_page')?.json['SEO & Metadata'];
    expect(Object.keys(homeSeo ?? {})).toEqual([
      'meta_title',
      'meta_description',
      'meta_image',
      'not_indexable',
      'private_page',
    ]);
    for (const model of models.customTypes.values()) {
      if (model.format === 'page') expect(model.json['SEO & Metadata'], model.id).toEqual(homeSeo);
      const uidFields = Object.values(fieldsOf(model)).filter((field) => field.type === 'UID');
      expect(uidFields.length, model.id).toBe(model.repeatable ? 1 : 0);
    }
  });
});

describe('documents in backends/content', () => {
  it('are all valid against their custom type and the slice models', () => {
    expect(documents.length).toBeGreaterThan(0);
    expect(validateDocuments(stored, models)).toEqual([]);
  });

  it.each(documents.map(({ file, document }) => [relative(contentPaths.documents, file), document] as const))(
    '%s sits at {type}/[{uid}/]{lang}.json',
    (path, document) => {
      const expected = [document.type, ...(document.uid ? [document.uid] : []), `${document.lang}.json`].join(
        sep,
      );
      expect(path).toBe(expected);
    },
  );

  it('include the demo content the first pages need', () => {
    const find = (type: string, lang: string, uid: string | null = null) =>
      stored.find((document) => document.type === type && document.lang === lang && document.uid === uid);
    for (const lang of languages) {
      for (const type of ['home_page', 'settings', 'error_page'])
        expect(find(type, lang), `${type} ${lang}`).toBeDefined();
      const slices = find('home_page', lang)?.data.slices as {
        slice_type: string;
        primary: Record<string, unknown>;
      }[];
      expect(slices.map((slice) => slice.slice_type)).toEqual(['hero', 'product_slider', 'product_slider']);
      const [, byCollection, byHandles] = slices;
      expect(byCollection?.primary.collection_handle).toBe('dresses');
      expect(byHandles?.primary.products).toEqual([
        { product_handle: 'rose-absolue-eau-de-parfum' },
        { product_handle: 'santal-noir-eau-de-parfum' },
        { product_handle: 'discovery-set' },
      ]);
    }
    for (const lang of ['en-us', 'fr-fr']) {
      const page = find('product_page_fashion', lang, 'silk-wrap-dress');
      expect(page?.data.meta_title, lang).toBeTruthy();
      expect(page?.data.meta_description, lang).toBeTruthy();
    }
    const errorTitles = languages.map((lang) => JSON.stringify(find('error_page', lang)?.data.title));
    expect(new Set(errorTitles).size).toBe(languages.length);
  });
});

/** spec §2.2, plus the two campaign types and the redirect of the content contract. */
const pageTypes = {
  single: [
    'home_page',
    'blog_page',
    'root_category_page_fashion',
    'root_category_page_fragrance',
    'root_category_page_fashion_v2',
    'root_category_page_fragrance_v2',
    'contact_page',
    'error_page',
    'faq_page',
    'legal_page',
    'library_ui',
    'maintenance_page',
    'product_page_sets',
    'search_page',
    'store_locator',
    'private_page',
    'login_page',
    'login_account_page',
    'register_page',
    'register_account_page',
    'forgot_password_page',
    'reset_password_page',
    'enable_account_page',
    'account_page',
  ],
  repeatable: [
    'article_page',
    'category_article',
    'category_page_fashion',
    'category_page_fragrance',
    'category_page_fashion_v2',
    'category_page_fragrance_v2',
    'faq_page_item',
    'legal_page_item',
    'livestream_page',
    'lookbook_page',
    'product_page_fashion',
    'product_page_fragrance',
    'product_page_fashion_v2',
    'product_page_fragrance_v2',
    'product_page_v2',
    'product_page_set',
    'universal_page',
    'landing_fragrance_v2',
    'landing_fashion_v2',
    'redirect',
  ],
};
/** Types without a page of their own: everything else is routed and carries the SEO tab. */
const unroutedTypes = ['category_article', 'legal_page', 'error_page', 'redirect'];
const allPageTypes = [...pageTypes.single, ...pageTypes.repeatable];
const routedTypes = allPageTypes.filter((type) => !unroutedTypes.includes(type));

describe('page custom types', () => {
  it('include every type of spec §2.2 with its exact id and repeatability', () => {
    for (const type of pageTypes.single) expect(models.customTypes.get(type)?.repeatable, type).toBe(false);
    for (const type of pageTypes.repeatable)
      expect(models.customTypes.get(type)?.repeatable, type).toBe(true);
  });

  it('give every routed type the page format, a Main tab and the shared SEO tab', () => {
    const seo = models.customTypes.get('home_page')!.json['SEO & Metadata'];
    for (const type of routedTypes) {
      const model = models.customTypes.get(type)!;
      expect(model.format, type).toBe('page');
      expect(Object.keys(model.json), type).toEqual(['Main', 'SEO & Metadata']);
      expect(model.json['SEO & Metadata'], type).toEqual(seo);
    }
    for (const type of unroutedTypes)
      expect(models.customTypes.get(type)?.json['SEO & Metadata'], type).toBeUndefined();
  });
});

const seedProducts = catalog(seededRandom(0));
const productKind = new Map(seedProducts.map((product) => [product.handle, product.contentType]));
const collectionHandles = new Set(seedCollections.map((collection) => collection.handle));
const ofType = (type: string, lang?: string) =>
  stored.filter((document) => document.type === type && (lang === undefined || document.lang === lang));

/** Every value under `key` anywhere in a document's data (slices, groups and nested groups included). */
function valuesOf(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesOf(item, key));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, child]) => [
    ...(name === key ? [child] : []),
    ...valuesOf(child, key),
  ]);
}

const listedHandles = (value: unknown) =>
  typeof value === 'string' && value.trim()
    ? value
        .split(',')
        .map((handle) => handle.trim())
        .filter(Boolean)
    : [];

describe('demo content', () => {
  it('has a document of every page type in en-us, and every language for what other locales show', () => {
    for (const type of allPageTypes) expect(ofType(type, 'en-us').length, type).toBeGreaterThan(0);
    for (const lang of languages)
      for (const type of allPageTypes.filter((type) => type !== 'article_page'))
        expect(ofType(type, lang).length, `${type} ${lang}`).toBeGreaterThan(0);
  });

  it('links the translations of a repeatable page through one grouplang per uid', () => {
    for (const type of pageTypes.repeatable) {
      const groups = new Map<string, Set<string>>();
      for (const document of ofType(type))
        groups.set(document.uid!, (groups.get(document.uid!) ?? new Set()).add(document.grouplang));
      for (const [uid, grouplangs] of groups) expect([...grouplangs], `${type} ${uid}`).toHaveLength(1);
    }
  });

  it('has six articles in two categories in en-us and fr-fr, three in es-es and ja-jp', () => {
    for (const [lang, count] of [
      ['en-us', 6],
      ['fr-fr', 6],
      ['es-es', 3],
      ['ja-jp', 3],
    ] as const) {
      const articles = ofType('article_page', lang);
      expect(articles.length, lang).toBeGreaterThanOrEqual(count);
      const categories = articles.map((article) => (article.data.category as { id: string }).id);
      expect(new Set(categories).size, lang).toBe(2);
      for (const id of categories) expect(stored.find((document) => document.id === id)?.lang).toBe(lang);
    }
  });

  it('has the FAQ, legal, livestream, lookbook, universal and campaign pages of the demo', () => {
    for (const lang of languages) {
      const uids = (type: string) => ofType(type, lang).map((document) => document.uid);
      expect(uids('faq_page_item').length, lang).toBeGreaterThanOrEqual(6);
      expect(uids('legal_page_item').sort(), lang).toEqual([
        'cookie-policy',
        'privacy-policy',
        'terms-of-sale',
      ]);
      expect(uids('livestream_page').length, lang).toBe(2);
      expect(uids('lookbook_page').length, lang).toBe(2);
      expect(uids('universal_page'), lang).toEqual(expect.arrayContaining(['our-story', 'savoir-faire']));
      expect(uids('product_page_fragrance'), lang).toContain('rose-absolue-eau-de-parfum');
      expect(uids('product_page_set'), lang).toContain('discovery-set');
    }
  });

  it('gives category pages the collection handles of the seed, fashion and fragrance, v1 and v2', () => {
    const expected = {
      fashion: ['accessories', 'dresses', 'knitwear', 'outerwear', 'skirts-and-trousers'],
      fragrance: ['discovery', 'for-her', 'for-him', 'unisex'],
    };
    for (const [kind, handles] of Object.entries(expected))
      for (const suffix of ['', '_v2'])
        for (const lang of languages) {
          const pages = ofType(`category_page_${kind}${suffix}`, lang);
          expect(pages.map((page) => page.uid).sort(), `${kind}${suffix} ${lang}`).toEqual(handles);
          for (const page of pages) expect(page.data.collection_handle).toBe(page.uid);
          expect(ofType(`root_category_page_${kind}${suffix}`, lang)[0]?.data.collection_handle).toBe(kind);
        }
  });

  it('names only products and collections that exist in the Shopify seed', () => {
    for (const document of stored) {
      const products = [
        ...valuesOf(document.data, 'product_handle'),
        ...valuesOf(document.data, 'product_handles').flatMap(listedHandles),
      ];
      for (const handle of products)
        expect(productKind.has(handle as string), `${document.id}: ${handle}`).toBe(true);
      for (const handle of valuesOf(document.data, 'collection_handle').filter(Boolean))
        expect(collectionHandles.has(handle as string), `${document.id}: ${handle}`).toBe(true);
    }
    const expectedKind: Record<string, string[]> = {
      product_page_fashion: ['fashion'],
      product_page_fashion_v2: ['fashion'],
      product_page_fragrance: ['fragrance'],
      product_page_fragrance_v2: ['fragrance'],
      product_page_set: ['set'],
      product_page_v2: ['fashion', 'fragrance', 'set'],
    };
    for (const [type, kinds] of Object.entries(expectedKind))
      for (const page of ofType(type))
        expect(kinds, `${type} ${page.uid}`).toContain(productKind.get(page.uid!));
  });

  it('lists at least twelve boutiques with their country code and coordinates inside that country', () => {
    // Rough bounding boxes [south, west, north, east]: enough to catch swapped or mistyped coordinates.
    const countries: Record<string, [number, number, number, number]> = {
      FR: [41, -5, 51.5, 10],
      GB: [49.8, -8.7, 60.9, 1.8],
      ES: [36, -9.4, 43.8, 3.4],
      IT: [36.6, 6.6, 47.1, 18.6],
      CH: [45.8, 5.9, 47.9, 10.5],
      DE: [47.2, 5.8, 55.1, 15.1],
      US: [24.5, -125, 49.4, -66.9],
      JP: [24, 122.9, 45.6, 145.9],
    };
    for (const lang of languages) {
      const stores = ofType('store_locator', lang)[0]?.data.stores as {
        country_code: string;
        latitude: number;
        longitude: number;
        opening_hours: string;
      }[];
      expect(stores.length, lang).toBeGreaterThanOrEqual(12);
      expect(new Set(stores.map((store) => store.country_code))).toEqual(new Set(Object.keys(countries)));
      for (const store of stores) {
        const [south, west, north, east] = countries[store.country_code]!;
        expect(store.latitude).toBeGreaterThanOrEqual(south);
        expect(store.latitude).toBeLessThanOrEqual(north);
        expect(store.longitude).toBeGreaterThanOrEqual(west);
        expect(store.longitude).toBeLessThanOrEqual(east);
        expect(store.opening_hours).toBeTruthy();
      }
    }
  });

  it('anchors every block of the campaign landings with a unique section id, their special block included', () => {
    for (const [type, special] of [
      ['landing_fragrance_v2', 'fragrance_campaign_story'],
      ['landing_fashion_v2', 'fashion_campaign_looks'],
    ] as const)
      for (const page of ofType(type)) {
        const slices = page.data.slices as { slice_type: string; primary: { section_id?: string } }[];
        expect(
          slices.map((slice) => slice.slice_type),
          page.id,
        ).toContain(special);
        const anchors = slices.map((slice) => slice.primary.section_id);
        for (const anchor of anchors) expect(anchor, page.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(new Set(anchors).size, page.id).toBe(anchors.length);
      }
  });

  it('points the landing navigations only at anchors their campaign pages have', () => {
    for (const kind of ['fragrance', 'fashion'])
      for (const navigation of ofType(`landing_navigation_${kind}`)) {
        const anchors = ofType(`landing_${kind}_v2`, navigation.lang).flatMap((page) =>
          valuesOf(page.data.slices, 'section_id'),
        );
        for (const item of navigation.data.items as { section_id: string }[])
          expect(anchors, `${navigation.id} → #${item.section_id}`).toContain(item.section_id);
      }
  });

  it('flags the maintenance page not indexable, the private page private, and redirects inside and outside', () => {
    for (const lang of languages) {
      expect(ofType('maintenance_page', lang)[0]?.data.not_indexable).toBe(true);
      expect(ofType('private_page', lang)[0]?.data.private_page).toBe(true);
      const destination = (uid: string) =>
        ofType('redirect', lang).find((document) => document.uid === uid)?.data.destination as {
          link_type: string;
          url?: string;
        };
      expect(destination('summer-sale').link_type).toBe('Document');
      expect(destination('instagram')).toMatchObject({
        link_type: 'Web',
        url: expect.stringMatching(/^https:/),
      });
    }
  });
});

describe('the document validator', () => {
  const home = stored.find((document) => document.type === 'home_page' && document.lang === 'en-us')!;
  const product = stored.find((document) => document.type === 'product_page_fashion')!;
  const problemsWith = (change: (document: StoredDocument) => void, base: StoredDocument = home) => {
    const copy = structuredClone(base);
    change(copy);
    return validateDocuments([...stored.filter((document) => document.id !== base.id), copy], models);
  };
  const heroOf = (document: StoredDocument) =>
    (document.data.slices as { primary: Record<string, unknown> }[])[0]!.primary;

  it.each([
    ['an unknown field', (d: StoredDocument) => (d.data.subtitle = 'x'), /data\.subtitle is not a field/],
    [
      'a Key Text holding a number',
      (d: StoredDocument) => (d.data.meta_title = 42),
      /Key Text must be a string/,
    ],
    [
      'a Boolean holding a string',
      (d: StoredDocument) => (d.data.not_indexable = 'no'),
      /Boolean must be true or false/,
    ],
    [
      'a slice variation missing from the model',
      (d: StoredDocument) => ((d.data.slices as { variation: string }[])[0]!.variation = 'carousel'),
      /hero has no variation 'carousel'/,
    ],
    [
      'a slice the zone does not accept',
      (d: StoredDocument) => ((d.data.slices as { slice_type: string }[])[0]!.slice_type = 'quiz'),
      /slice quiz is not accepted/,
    ],
    [
      'an unknown slice field',
      (d: StoredDocument) => (heroOf(d).subtitle = 'x'),
      /primary\.subtitle is not a field/,
    ],
    [
      'a heading2 where only heading1 is allowed',
      (d: StoredDocument) => ((heroOf(d).title as { type: string }[])[0]!.type = 'heading2'),
      /block type heading2 is not allowed/,
    ],
    [
      'image dimensions that contradict the file name',
      (d: StoredDocument) =>
        ((d.data.meta_image as { dimensions: { width: number } }).dimensions.width = 1000),
      /dimensions must be 1200x630/,
    ],
    [
      'a link to a missing document',
      (d: StoredDocument) => (heroOf(d).link = { link_type: 'Document', id: 'nope' }),
      /links to a document that does not exist/,
    ],
    ['a uid on a single type', (d: StoredDocument) => (d.uid = 'home'), /a single type has no uid/],
    ['an unknown language', (d: StoredDocument) => (d.lang = 'de-de'), /unknown language 'de-de'/],
  ])('reports %s', (_name, change, problem) => {
    expect(problemsWith(change).join('\n')).toMatch(problem);
  });

  it('reports a repeatable document without a uid', () => {
    expect(problemsWith((d) => (d.uid = null), product).join('\n')).toMatch(
      /repeatable type needs a lowercase, dashed uid/,
    );
  });

  it('reports two singles of one type in one language', () => {
    const twin = { ...structuredClone(home), id: 'home-page-twin', grouplang: 'home-twin' };
    expect(validateDocuments([...stored, twin], models).join('\n')).toMatch(/single type repeated/);
  });
});

function mockTypeMatches(content: { __TYPE__: string; type?: string }, field: FieldModel): boolean {
  switch (field.type) {
    case 'StructuredText':
      return content.__TYPE__ === 'StructuredTextContent';
    case 'Image':
      return content.__TYPE__ === 'ImageContent';
    case 'Link':
      return content.__TYPE__ === 'LinkContent';
    case 'Boolean':
      return content.__TYPE__ === 'BooleanContent';
    case 'Group':
      return content.__TYPE__ === 'GroupContentType';
    default:
      return content.__TYPE__ === 'FieldContent' && content.type === field.type;
  }
}
