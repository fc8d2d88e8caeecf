import { describe, expect, it } from 'vitest';
import { alternatePages, hreflangLinks, hreflangOf, localesOfCmsLang } from '@/lib/hreflang';
import { documentPath } from '@/lib/routes';

describe('CMS language → locales (spec §3 locale configuration)', () => {
  it('maps each CMS language to every locale that shows it', () => {
    expect(localesOfCmsLang('en-us')).toEqual(['en-ww', 'en-eu', 'en-ch', 'en-us', 'en-uk']);
    expect(localesOfCmsLang('fr-fr')).toEqual(['fr-fr']);
    expect(localesOfCmsLang('es-es')).toEqual(['es-ww', 'es-eu']);
    expect(localesOfCmsLang('ja-jp')).toEqual(['ja-jp']);
    expect(localesOfCmsLang('de-de')).toEqual([]);
  });

  it('gives every locale a distinct, valid hreflang', () => {
    const codes = ['en-ww', 'en-eu', 'en-ch', 'es-ww', 'fr-fr', 'ja-jp', 'en-us', 'en-uk', 'es-eu'].map(
      (locale) => hreflangOf(locale as never),
    );
    expect(codes).toEqual(['en', 'en-IE', 'en-CH', 'es', 'fr-FR', 'ja', 'en-US', 'en-GB', 'es-ES']);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('alternate pages of a document', () => {
  const article = {
    type: 'article_page',
    uid: 'the-making-of-rose',
    lang: 'en-us',
    alternate_languages: [
      { type: 'article_page', uid: 'la-fabrique-de-rose', lang: 'fr-fr' },
      { type: 'article_page', uid: 'la-fabrica-de-rosa', lang: 'es-es' },
    ],
  };

  it('lists the translation of each locale with its own uid, and none for a missing language', () => {
    const pages = alternatePages(article);
    expect(pages.map((page) => [page.locale, page.path])).toEqual([
      ['en-ww', '/articles/the-making-of-rose'],
      ['en-eu', '/en-eu/articles/the-making-of-rose'],
      ['en-ch', '/en-ch/articles/the-making-of-rose'],
      ['es-ww', '/es-ww/articles/la-fabrica-de-rosa'],
      ['fr-fr', '/fr-fr/articles/la-fabrique-de-rose'],
      ['en-us', '/en-us/articles/the-making-of-rose'],
      ['en-uk', '/en-uk/articles/the-making-of-rose'],
      ['es-eu', '/es-eu/articles/la-fabrica-de-rosa'],
    ]);
  });

  it('builds absolute hreflang links with x-default on the en-ww page', () => {
    const links = hreflangLinks(alternatePages(article), 'https://shop.example');
    expect(links['fr-FR']).toBe('https://shop.example/fr-fr/articles/la-fabrique-de-rose');
    expect(links['x-default']).toBe('https://shop.example/articles/the-making-of-rose');
    expect(links.ja).toBeUndefined();
  });

  it('has no x-default when there is no English version', () => {
    const links = hreflangLinks(alternatePages({ type: 'faq_page', lang: 'ja-jp' }), 'https://s.example');
    expect(links).toEqual({ ja: 'https://s.example/ja-jp/faq' });
  });

  it('skips types without a route and repeatable documents without a uid', () => {
    expect(alternatePages({ type: 'settings', lang: 'en-us' })).toEqual([]);
    expect(documentPath('fr-fr', 'article_page', null)).toBeNull();
  });
});
