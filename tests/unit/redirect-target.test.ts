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
    'evil.example',
    '',
    null,
  ])('refuses %s', (target) => {
    expect(safeRedirectTarget(target, site)).toBeNull();
  });

  it('keeps a return address on this site only', () => {
    expect(safeInternalPath('/fr-fr/private', site)).toBe('/fr-fr/private');
    expect(safeInternalPath('https://press.example.org', site)).toBeNull();
  });
});
