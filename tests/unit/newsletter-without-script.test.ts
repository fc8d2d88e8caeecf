import { describe, expect, it } from 'vitest';
import {
  noScriptNewsletterAnchor,
  noScriptNewsletterAnswerPath,
  noScriptNewsletterOutcome,
} from '@/lib/newsletter-without-script';

const site = 'https://shop.example';

describe('the footer sign-up without JavaScript: its outcome', () => {
  it('names each answer of the sign-up', () => {
    expect(noScriptNewsletterOutcome({ ok: true })).toBe('subscribed');
    expect(noScriptNewsletterOutcome({ ok: false, code: 'GOOGLE_RECAPTCHA_ERROR' })).toBe('botCheck');
    expect(noScriptNewsletterOutcome({ ok: false, code: 'INVALID', countryRefused: true })).toBe(
      'notOffered',
    );
    expect(noScriptNewsletterOutcome({ ok: false, code: 'INVALID' })).toBe('invalid');
    expect(noScriptNewsletterOutcome({ ok: false, code: 'TOO_MANY_REQUESTS' })).toBe('tooMany');
    expect(noScriptNewsletterOutcome({ ok: false, code: 'SERVER_ERROR' })).toBe('failed');
    expect(noScriptNewsletterOutcome(null)).toBe('invalid');
  });

  it('is shown by the fragment of its sentence', () => {
    expect(noScriptNewsletterAnchor('botCheck')).toBe('newsletter-botCheck');
  });
});

describe('the footer sign-up without JavaScript: where its answer goes', () => {
  it('back to the page it was posted from, with the outcome as its fragment', () => {
    expect(noScriptNewsletterAnswerPath('fr-fr', `${site}/fr-fr/fashion?page=2#top`, site, 'botCheck')).toBe(
      '/fr-fr/fashion?page=2#newsletter-botCheck',
    );
    expect(noScriptNewsletterAnswerPath('fr-fr', `${site}/fr-fr`, site, 'subscribed')).toBe(
      '/fr-fr#newsletter-subscribed',
    );
  });

  it.each([
    ['no Referer', null],
    ['another site', 'https://evil.example/fr-fr'],
    ['a protocol-relative path', `${site}//evil.example/fr-fr`],
    ['a page of another locale', `${site}/ja-jp/fashion`],
    ['a page of the default locale', `${site}/fashion`],
    ['garbage', 'not a url'],
  ])('to the locale’s home for %s', (_, referer) => {
    expect(noScriptNewsletterAnswerPath('fr-fr', referer, site, 'invalid')).toBe('/fr-fr#newsletter-invalid');
  });
});
