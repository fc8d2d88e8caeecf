import type { Metadata } from 'next';

/** What a `<title>` comparison ignores: case, accents written as combining marks, runs of spaces. */
function comparable(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A page's title for the locale layout's template ('%s | {brand}'), so the brand shows once: a title
 * that already names the brand (editors often write meta titles such as 'Recherche — Maison Aurèle')
 * is used as written, without the template; any other title gets the brand from the template.
 */
export function titleWithBrandOnce(title: string, brand: string): NonNullable<Metadata['title']> {
  const text = title.trim();
  const name = comparable(brand);
  return name !== '' && comparable(text).includes(name) ? { absolute: text } : text;
}
