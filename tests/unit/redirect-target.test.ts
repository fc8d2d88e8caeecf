import { describe, expect, it } from 'vitest';
import { safeInternalPath, safeRedirectTarget } from '@/lib/redirect-target';

const site = 'https://shop.example';

describe('redirect targets (no open redirect)', () => {
  it.each([
    ['/fr-fr/fashion', '/fr-fr/fashion'],
    ['/articles?page=2#top', '/articles?page=2#top'],
    ['https://shop.example/fr-fr', '/fr-fr'],
    ['https://press.example.org/kit', 'https://press.example.org/kit'],
  ])('accepts %s', (target, expected) => {
    expect(safeRedirectTarget(target, site)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'http://evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'https://user:pass@evil.example',
    '/fr-fr\n/x',
    // Dot segments that resolve to a protocol-relative path (another host).
    '/.//evil.example',
    '/..//x',
    '/%2e//x',
    '/%2E%2e//x',
    '/fr-fr/..//evil.example',
    '/./\\evil.example',
    'evil.example',
    '',
    null,
  ])('refuses %s', (target) => {
    expect(safeRedirectTarget(target, site)).toBeNull();
  });

  it('keeps a return address on this site only', () => {
    expect(safeInternalPath('/fr-fr/private', site)).toBe('/fr-fr/private');
    expect(safeInternalPath('https://shop.example/fr-fr?x=1', site)).toBe('/fr-fr?x=1');
    expect(safeInternalPath('/fr-fr/./account/../account', site)).toBe('/fr-fr/account');
    expect(safeInternalPath('https://press.example.org', site)).toBeNull();
  });

  it.each(['/.//evil.example/fr-fr/account', '/..//x', '/%2e//x', '//evil.example', 'http://shop.example/x'])(
    'never sends a visitor-chosen return address %s off the site',
    (target) => {
      expect(safeInternalPath(target, site)).toBeNull();
    },
  );
});
