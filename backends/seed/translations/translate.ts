import type { Language, ProductRecord } from '../types';
import {
  accordionTitles,
  colours,
  families,
  filterLabels,
  materials,
  noteLabels,
  options,
  productTypes,
  promotions,
  sentences,
  subtitles,
  type Phrase,
} from './vocabulary';

export { filterLabels };

/** A phrase of a vocabulary table, or a seed error naming what is missing. */
function phrase(table: Record<string, Phrase>, key: string, language: Language, what: string): string {
  const entry = Object.hasOwn(table, key) ? table[key] : undefined;
  if (!entry) throw new Error(`Seed translations: no ${language} ${what} for "${key}"`);
  return entry[language];
}

/** "7.5 ml" reads "7,5 ml" in French and Spanish. */
function decimal(text: string, language: Language): string {
  return language === 'JA' ? text : text.replace(/(\d)\.(\d)/g, '$1,$2');
}

const colon = (language: Language) => ({ FR: ' : ', ES: ': ', JA: '：' })[language];
const listSeparator = (language: Language) => (language === 'JA' ? '、' : ', ');

export function productType(type: string, language: Language): string {
  return phrase(productTypes, type, language, 'product type');
}

export function optionName(name: string, language: Language): string {
  return phrase(options, name, language, 'option name');
}

/** Colours and "One Size" are words; letter sizes, volumes and amounts are figures. */
export function optionValue(option: string, value: string, language: Language): string {
  if (option === 'Color') return phrase(colours, value, language, 'colour');
  if (Object.hasOwn(options, value)) return optionName(value, language);
  if (/^[A-Z]{1,3}$|^\d+$/.test(value)) return value;
  if (/^[\d.]+ ml$/.test(value)) return decimal(value, language);
  throw new Error(`Seed translations: no ${language} value for ${option} "${value}"`);
}

export function colourName(name: string, language: Language): string {
  return phrase(colours, name, language, 'colour');
}

export function promotion(text: string, language: Language): string {
  return phrase(promotions, text, language, 'promotion');
}

/** "Eau de Parfum · Floral", "Duo · 2 × 50 ml" or a fabric line. */
export function subtitle(text: string, language: Language): string {
  if (Object.hasOwn(subtitles, text)) return subtitles[text]![language];
  return text
    .split(' · ')
    .map((part) => {
      if (Object.hasOwn(productTypes, part)) return productTypes[part]![language];
      if (Object.hasOwn(families, part)) return families[part]![language];
      if (/^(\d+ × )?[\d.]+ ml$/.test(part)) return decimal(part, language);
      throw new Error(`Seed translations: no ${language} subtitle part "${part}" in "${text}"`);
    })
    .join(' · ');
}

/** Product titles by their English title: what set contents and sample names quote. */
export type TitleBook = Map<string, Record<Language, string>>;

export function titleBook(records: readonly ProductRecord[]): TitleBook {
  return new Map(
    records.map((record) => [
      record.title,
      { FR: record.translations.FR[0], ES: record.translations.ES[0], JA: record.translations.JA[0] },
    ]),
  );
}

function title(titles: TitleBook, text: string, language: Language): string {
  const entry = titles.get(text);
  if (!entry) throw new Error(`Seed translations: "${text}" is not a product title`);
  return entry[language];
}

/** "Rose Absolue 2 ml": a product title and a volume. */
export function sampleName(titles: TitleBook, text: string, language: Language): string {
  const match = /^(.+) ([\d.]+ ml)$/.exec(text);
  if (!match) throw new Error(`Seed translations: "${text}" is not "{title} {volume}"`);
  return `${title(titles, match[1]!, language)} ${decimal(match[2]!, language)}`;
}

const linePatterns: [RegExp, (language: Language, ...groups: string[]) => string][] = [
  [
    /^(Top notes|Heart notes|Base notes): (.+)$/,
    (language, label, list) =>
      phrase(noteLabels, label, language, 'note label') +
      colon(language) +
      list
        .split(', ')
        .map((material) => phrase(materials, material, language, 'raw material'))
        .join(listSeparator(language)),
  ],
  [
    /^The model is ([\d.]+) m tall and wears a size (\w+)\.$/,
    (language, height, size) =>
      ({
        FR: `Le mannequin mesure ${decimal(height, language)} m et porte une taille ${size}.`,
        ES: `La modelo mide ${decimal(height, language)} m y lleva la talla ${size}.`,
        JA: `モデルの身長は${height} m、着用サイズは${size}です。`,
      })[language],
  ],
  [
    /^(Length|Inside leg): (\d+) cm in size (\w+)\.$/,
    (language, measure, cm, size) => {
      const inside = measure === 'Inside leg';
      return {
        FR: `${inside ? 'Entrejambe' : 'Longueur'} : ${cm} cm en taille ${size}.`,
        ES: `${inside ? 'Entrepierna' : 'Largo'}: ${cm} cm en la talla ${size}.`,
        JA: `${inside ? '股下' : '丈'}：${size}サイズで${cm} cm。`,
      }[language];
    },
  ],
  // A list of sizes with their measure ("XS 17 cm, S 18 cm") reads the same in every language.
  [
    /^([A-Z]{1,2} \d+ cm(?:, [A-Z]{1,2} \d+ cm)*)\.$/,
    (language, list) => (language === 'JA' ? `${list}。` : `${list}.`),
  ],
];

/** One line of an accordion or of the size information: a known sentence, a pattern, or sentences. */
function line(titles: TitleBook, text: string, language: Language): string {
  if (Object.hasOwn(sentences, text)) return sentences[text]![language];
  for (const [pattern, render] of linePatterns) {
    const match = pattern.exec(text);
    if (match) return render(language, ...match.slice(1));
  }
  // What's inside a set: "2 × Rose Absolue Miniature, 7.5 ml".
  const component = /^(\d+ × )?(.+), ([\d.]+ ml)$/.exec(text);
  if (component && titles.has(component[2]!)) {
    return `${component[1] ?? ''}${title(titles, component[2]!, language)}, ${decimal(component[3]!, language)}`;
  }
  const parts = text.split(/(?<=\.)\s+/);
  if (parts.length > 1)
    return parts.map((part) => line(titles, part, language)).join(language === 'JA' ? '' : ' ');
  throw new Error(`Seed translations: no ${language} translation for "${text}"`);
}

export function lines(titles: TitleBook, text: string, language: Language): string {
  return text
    .split('\n')
    .map((part) => line(titles, part, language))
    .join('\n');
}

/** The accordions JSON: titles from the vocabulary, the description accordion from the product copy. */
export function accordions(
  titles: TitleBook,
  record: ProductRecord,
  json: string,
  language: Language,
): string {
  const items = JSON.parse(json) as { title: string; content: string }[];
  return JSON.stringify(
    items.map((item) => ({
      title: phrase(accordionTitles, item.title, language, 'accordion title'),
      content:
        item.content === record.description
          ? record.translations[language][1]
          : lines(titles, item.content, language),
    })),
  );
}
