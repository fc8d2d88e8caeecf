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
import { contentPaths } from '@/backends/prismic/paths';
import { validateDocuments } from '@/backends/prismic/validate';

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

  it('page types share one SEO tab and repeatable ones have a UID', () => {
    const homeSeo = models.customTypes.get('home_page')?.json['SEO & Metadata'];
    expect(Object.keys(homeSeo ?? {})).toEqual([
      'meta_title',
      'meta_description',
      'meta_image',
      'not_indexable',
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
