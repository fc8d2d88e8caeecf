import { describe, expect, it } from 'vitest';
import {
  accountSectionOf,
  afterLoginPath,
  loginGuardRedirect,
  providerAccountUrl,
  splitLocale,
} from '@/lib/account';

const site = 'https://shop.example';

describe('spec §2.1 account sections', () => {
  it('reads orders, account_informations, address_book, return_product; the default is orders', () => {
    for (const section of ['orders', 'account_informations', 'address_book', 'return_product'])
      expect(accountSectionOf(section)).toBe(section);
    expect(accountSectionOf(undefined)).toBe('orders');
    expect(accountSectionOf('admin')).toBe('orders');
    expect(accountSectionOf(['orders'])).toBe('orders');
  });
});

describe('spec §4 login guard', () => {
  it('a logged-in customer on a log-in or sign-up page goes to the account page', () => {
    for (const path of ['/login', '/login-account', '/register', '/register-account', '/forgot-password'])
      expect(loginGuardRedirect(`/fr-fr${path}`, '', true), path).toBe('/fr-fr/account');
    expect(loginGuardRedirect('/fr-fr/account', '', true)).toBeNull();
    // A link from an e-mail works whoever is logged in.
    expect(loginGuardRedirect('/fr-fr/reset-password', '?id=1&token=abc', true)).toBeNull();
  });

  it('an anonymous visitor on the account page goes to log in, and comes back to the section asked for', () => {
    expect(loginGuardRedirect('/en-uk/account', '?section=address_book', false)).toBe(
      '/en-uk/login?back=%2Fen-uk%2Faccount%3Fsection%3Daddress_book',
    );
    expect(loginGuardRedirect('/en-uk/login', '', false)).toBeNull();
    expect(loginGuardRedirect('/en-uk/fashion', '', false)).toBeNull();
  });

  it('splits the locale prefix; the default locale has none', () => {
    expect(splitLocale('/fr-fr/login')).toEqual({ locale: 'fr-fr', path: '/login' });
    expect(splitLocale('/login/')).toEqual({ locale: 'en-ww', path: '/login' });
    expect(splitLocale('/')).toEqual({ locale: 'en-ww', path: '/' });
  });
});

describe('after log-in: back to a page of this shop only (no open redirect)', () => {
  it('keeps a path of the same locale with its query', () => {
    expect(afterLoginPath('fr-fr', '/fr-fr/account?section=orders', site)).toBe(
      '/fr-fr/account?section=orders',
    );
    expect(afterLoginPath('fr-fr', `${site}/fr-fr/fashion`, site)).toBe('/fr-fr/fashion');
  });

  it('refuses other origins, tricks, other locales and guest-only pages', () => {
    for (const back of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/fr-fr/account',
      '/.//evil.example/fr-fr/account',
      '/fr-fr/..//evil.example/fr-fr/account',
      '/%2e//evil.example/fr-fr/account',
      'javascript:alert(1)',
      '/en-uk/account',
      '/fr-fr/login',
      '',
      null,
      42,
    ])
      expect(afterLoginPath('fr-fr', back, site), String(back)).toBe('/fr-fr/account');
  });
});

describe("the provider's reset and activation links", () => {
  it('are rebuilt from id and token', () => {
    expect(providerAccountUrl('https://store.example/', 'reset', '12', 'a1b2c3d4e5f6')).toBe(
      'https://store.example/account/reset/12/a1b2c3d4e5f6',
    );
    expect(providerAccountUrl('https://store.example', 'activate', '7', 'ffffffffffff')).toBe(
      'https://store.example/account/activate/7/ffffffffffff',
    );
  });

  it('refuse ids and tokens that could change the URL', () => {
    for (const [id, token] of [
      ['12/../../x', 'a1b2c3d4e5f6'],
      ['12', '../../admin?x=1'],
      ['', 'a1b2c3d4e5f6'],
      ['12', 'short'],
      [null, 'a1b2c3d4e5f6'],
    ])
      expect(providerAccountUrl('https://store.example', 'reset', id, token)).toBeNull();
  });
});
