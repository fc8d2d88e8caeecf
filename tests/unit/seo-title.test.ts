import { describe, expect, it } from 'vitest';
import { titleWithBrandOnce } from '../../lib/seo-title';
import type { PrismicDocument } from '@prismicio/client';
import { documentMetadata, pageTitle } from '../../server/seo';
import frMeta from '../../messages/fr/meta.json';

/** What the locale layout's template makes of a page title (app/[locale]/layout.tsx). */
function rendered(title: ReturnType<typeof titleWithBrandOnce>, brand: string): string {
  if (typeof title === 'string') return `${title} | ${brand}`;
  if ('absolute' in title && title.absolute) return title.absolute;
  throw new Error('unexpected title shape');
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('page titles name the brand once', () => {
  const brand = 'Maison Aurèle';

  it('lets the template add the brand to a title without it', () => {
    expect(titleWithBrandOnce('Robes', brand)).toBe('Robes');
    expect(rendered(titleWithBrandOnce('Robes', brand), brand)).toBe('Robes | Maison Aurèle');
  });

  it('keeps a meta title that already ends with the brand as written, without the template', () => {
    const title = titleWithBrandOnce('Recherche — Maison Aurèle', brand);
    expect(title).toEqual({ absolute: 'Recherche — Maison Aurèle' });
    expect(occurrences(rendered(title, brand), brand)).toBe(1);
  });

  it('recognises the brand whatever its case, accent encoding or place', () => {
    expect(titleWithBrandOnce('MAISON AURÈLE — Lookbook', brand)).toEqual({
      absolute: 'MAISON AURÈLE — Lookbook',
    });
    const decomposed = 'Santal Noir — Maison Aure\u0300le';
    expect(titleWithBrandOnce(decomposed, brand)).toEqual({ absolute: decomposed });
  });

  it("uses the locale's site name from the messages", () => {
    for (const locale of ['fr-fr', 'ja-jp', 'es-ww', 'en-ww'] as const) {
      const title = pageTitle(locale, `検索 — ${frMeta.siteName}`);
      expect(occurrences(rendered(title, frMeta.siteName), frMeta.siteName)).toBe(1);
      expect(rendered(pageTitle(locale, 'Robes'), frMeta.siteName)).toBe(`Robes | ${frMeta.siteName}`);
    }
  });
});

describe("a document's metadata title", () => {
  const searchPage = (metaTitle: string) =>
    ({
      id: 'search',
      uid: null,
      type: 'search_page',
      lang: 'fr-fr',
      alternate_languages: [],
      data: { meta_title: metaTitle },
    }) as unknown as PrismicDocument;

  it('does not get the brand a second time when its meta title ends with it', () => {
    const { title } = documentMetadata('fr-fr', searchPage('Recherche — Maison Aurèle'));
    expect(title).toEqual({ absolute: 'Recherche — Maison Aurèle' });
  });

  it('gets the brand from the template otherwise', () => {
    expect(documentMetadata('fr-fr', searchPage('Recherche')).title).toBe('Recherche');
  });
});
