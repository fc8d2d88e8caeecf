import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '@/backends/prismic/paths';
import { catalog } from '@/backends/seed/catalog';
import { seededRandom } from '@/backends/seed/random';
import type { Language } from '@/backends/seed/types';
import { productDocumentTypes } from '@/lib/document-types';

/** One register per language and one name per product (docs/language.md). */

function files(dir: string, name: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(name)
    .map((file) => join(dir, file));
}

/** Every string of a JSON document, with where it sits. */
function strings(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

const root = join(contentPaths.documents, '..', '..');
const spanishTexts = [
  ...files(join(root, 'messages', 'es'), (file) => file.endsWith('.json')),
  ...files(contentPaths.documents, (file) => file.endsWith('es-es.json')),
].flatMap((file) =>
  strings(JSON.parse(readFileSync(file, 'utf8'))).map((entry) => ({ ...entry, at: `${file}: ${entry.at}` })),
);
const catalogRecords = catalog(seededRandom(1));
const spanishCatalog = catalogRecords.flatMap((record) =>
  record.translations.ES.map((text) => ({ at: `seed ${record.handle}`, text })),
);

/**
 * Words only tú uses: its possessives and pronouns, its second-person verb forms and its imperatives
 * with a pronoun attached (usted says su, le, puede, inténtelo...). Imperatives such as "elige" are left
 * out: they are also the third person a description uses ("la casa elige").
 */
const tuForms =
  /(?<!\p{L})(tú|tu|tus|te|ti|contigo|puedes|quieres|tienes|eres|estás|has|buscas|compras|necesitas|ahorras|recibirás|inténtalo|pruébalo|contáctanos|escríbenos|llévate|suscríbete|regístrate|obtén)(?!\p{L})/iu;

describe('Spanish addresses the shopper as usted', () => {
  it('no message, document or product text of es uses a tú form', () => {
    expect(spanishTexts.length).toBeGreaterThan(300);
    const tu = [...spanishTexts, ...spanishCatalog].filter(({ text }) => tuForms.test(text));
    expect(tu.map(({ at, text }) => `${at}: ${text.match(tuForms)?.[0]} in "${text.slice(0, 80)}"`)).toEqual(
      [],
    );
  });
});

describe('Japanese spells each name one way', () => {
  it('Rose Absolue is ローズ アブソリュ everywhere, never ローズ アプソリュ', () => {
    const japanese = [
      ...files(join(root, 'messages', 'ja'), (file) => file.endsWith('.json')),
      ...files(contentPaths.documents, (file) => file.endsWith('ja-jp.json')),
    ].map((file) => readFileSync(file, 'utf8'));
    expect(japanese.join('\n')).toContain('ローズ アブソリュ');
    expect(japanese.filter((text) => /アプソリュ|ローズ・アブソリュ/.test(text))).toEqual([]);
  });
});

describe('one name per product', () => {
  const seedLanguage: Record<string, Language | null> = {
    'en-us': null,
    'fr-fr': 'FR',
    'es-es': 'ES',
    'ja-jp': 'JA',
  };

  it("a product page's <title> starts with the product's name as the catalogue (its H1) spells it", () => {
    const checked: string[] = [];
    const differing: string[] = [];
    for (const type of new Set(Object.values(productDocumentTypes).flat())) {
      const dir = join(contentPaths.documents, type);
      for (const file of files(dir, (name) => name.endsWith('.json'))) {
        const document = JSON.parse(readFileSync(file, 'utf8')) as {
          uid: string | null;
          lang: string;
          data: { meta_title?: string | null };
        };
        const record = catalogRecords.find((product) => product.handle === document.uid);
        const language = seedLanguage[document.lang];
        if (!record || !document.data.meta_title || language === undefined) continue;
        const name = language ? record.translations[language][0] : record.title;
        checked.push(file);
        if (!document.data.meta_title.toLowerCase().startsWith(name.toLowerCase()))
          differing.push(
            `${type}/${document.uid}/${document.lang}: "${document.data.meta_title}" is not "${name}"`,
          );
      }
    }
    expect(checked.length).toBeGreaterThan(20);
    expect(differing).toEqual([]);
  });
});
