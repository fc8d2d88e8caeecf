import { describe, expect, it } from 'vitest';
import { routeTemplate, unmatchedRoute } from '@/lib/route-template';

const template = (path: string, status = 200, method = 'GET') => routeTemplate(path, method, status);

describe('route templates for logs and metrics (issue 35)', () => {
  it('names a page by its template in every locale, prefixed or not, never by its handle or query', () => {
    expect(template('/fr-fr/fashion/product/silk-wrap-dress')).toBe('/[locale]/fashion/product/[uid]');
    expect(template('/fashion/product/silk-wrap-dress')).toBe('/[locale]/fashion/product/[uid]');
    expect(template('/ja-jp/fashion/dresses')).toBe('/[locale]/fashion/[uid]');
    expect(template('/en-uk')).toBe('/[locale]');
    expect(template('/')).toBe('/[locale]');
    expect(template('/es-eu/search')).toBe('/[locale]/search');
    expect(template('/en-eu/cart', 200, 'POST')).toBe('/[locale]/cart');
    expect(template('/en-eu/listings/fashion/dresses/abc123')).toBe(
      '/[locale]/listings/[section]/[category]/[state]',
    );
  });

  it('keeps the API routes that answered, and files and build assets by kind', () => {
    expect(template('/api/cart')).toBe('/api/cart');
    expect(template('/api/customers/newsletter/', 400, 'POST')).toBe('/api/customers/newsletter');
    expect(template('/_next/static/chunks/abc.js')).toBe('/_next/static');
    expect(template('/_next/image')).toBe('/_next/image');
    expect(template('/robots.txt')).toBe('/[file]');
  });

  it('puts unknown paths, 404s and odd spellings on fixed templates, so a scanner cannot grow the metrics', () => {
    expect(template('/api/anything-at-all', 404)).toBe(unmatchedRoute);
    expect(template('/en-eu/fashion/no-such-category', 404)).toBe(unmatchedRoute);
    expect(template('/en-eu/a/b/c/d/e')).toBe(unmatchedRoute);
    expect(template('/api/c%61rt')).toBe('/api/[other]');
    expect(template('/api/whatever', 405, 'TRACE')).toBe('/api/[other]');
  });
});
