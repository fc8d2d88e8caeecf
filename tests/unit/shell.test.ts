import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertDurationMs, marqueeTextRepeats } from '@/lib/constants';
import { hasConsentGroup } from '@/lib/consent';
import { landingNavItems } from '@/lib/landing-navigation';
import { languageSwitcherLinks, marketTargetUrl, parseLocaleAlternates } from '@/lib/locale-alternates';
import {
  canSubmitMarket,
  countryOptions,
  languageForCountry,
  languagePickerState,
  storefrontCountryOf,
} from '@/lib/market-pickers';
import {
  marketPreferenceFor,
  restoredMarketPreference,
  serializeMarketPreference,
} from '@/lib/market-preference';
import {
  marketPrompt,
  shouldOpenMarketPanel,
  shouldShowGeolocationPopin,
  shouldShowMarketBanner,
} from '@/lib/market-prompts';
import { isAnnouncementVisible, marqueeDurationSeconds, marqueeTexts } from '@/lib/marquee';
import { isNewsletterForbidden } from '@/lib/newsletter';
import {
  geolocationAnswer,
  isGeolocationRead,
  parseCountryCode,
  visitorCountryFrom,
} from '@/lib/visitor-country';

describe('announcement banner (spec §2.3, §9)', () => {
  it('shows only when displayed and some text exists', () => {
    expect(isAnnouncementVisible(true, ['Free delivery'])).toBe(true);
    expect(isAnnouncementVisible(false, ['Free delivery'])).toBe(false);
    expect(isAnnouncementVisible(null, ['Free delivery'])).toBe(false);
    expect(isAnnouncementVisible(true, [])).toBe(false);
    expect(isAnnouncementVisible(true, ['  '])).toBe(false);
  });

  it('repeats the texts six times, blanks left out', () => {
    expect(marqueeTextRepeats).toBe(6);
    expect(marqueeTexts(['A', ' ', 'B '])).toEqual([
      'A',
      'B',
      'A',
      'B',
      'A',
      'B',
      'A',
      'B',
      'A',
      'B',
      'A',
      'B',
    ]);
  });

  it('moves at speed 0.5 px per frame: 30 px/s over half the track', () => {
    expect(marqueeDurationSeconds(6000)).toBe(100);
    expect(marqueeDurationSeconds(0)).toBe(1);
  });
});

describe('visitor country and newsletter (spec §6)', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it('prefers the platform header, then the local one, and ignores non-countries', () => {
    expect(visitorCountryFrom(headers({ 'x-vercel-ip-country': 'fr', 'x-visitor-country': 'JP' }))).toBe(
      'FR',
    );
    expect(visitorCountryFrom(headers({ 'cf-ipcountry': 'XX', 'x-visitor-country': 'jp' }))).toBe('JP');
    expect(visitorCountryFrom(headers({ 'cf-ipcountry': 'T1' }))).toBeNull();
    expect(visitorCountryFrom(headers({}))).toBeNull();
    expect(parseCountryCode('FRA')).toBeNull();
  });

  it('answers GET /api/geolocation in the front, any other method or path in Next (spec §7.2)', () => {
    expect(isGeolocationRead('GET', '/api/geolocation')).toBe(true);
    expect(isGeolocationRead('GET', '/api/geolocation?x=1')).toBe(true);
    expect(isGeolocationRead('POST', '/api/geolocation')).toBe(false);
    expect(isGeolocationRead('GET', '/api/geolocation/')).toBe(false);
    expect(isGeolocationRead('GET', '/api/geolocationx')).toBe(false);
    expect(geolocationAnswer(headers({ 'x-visitor-country': 'it' }))).toEqual({ country: 'IT' });
    expect(geolocationAnswer(headers({}))).toEqual({ country: null });
  });

  it('hides the newsletter for the forbidden countries of the settings', () => {
    expect(isNewsletterForbidden('RU', 'BY, CN, IR, KP, RU')).toBe(true);
    expect(isNewsletterForbidden('ru', 'BY,CN,RU')).toBe(true);
    expect(isNewsletterForbidden('FR', 'BY, CN, IR, KP, RU')).toBe(false);
    expect(isNewsletterForbidden(null, 'RU')).toBe(false);
    expect(isNewsletterForbidden('RU', null)).toBe(false);
  });
});

describe('country and language pickers (spec §3, §4, §5)', () => {
  it('lists each shipping country with its locales, and rest of the world last', () => {
    const options = countryOptions();
    expect(options.find((o) => o.countryCode === 'FR')?.locales).toEqual(['fr-fr']);
    expect(options.find((o) => o.countryCode === 'DE')?.locales).toEqual(['en-eu']);
    expect(options.at(-1)).toEqual({ countryCode: '', locales: ['en-ww', 'es-ww'] });
  });

  it('sets the language to the first locale of the chosen country', () => {
    expect(languageForCountry('ES')).toBe('es-eu');
    expect(languageForCountry('')).toBe('en-ww');
    expect(languageForCountry('ZZ')).toBeNull();
  });

  it('disables the language picker with one language and auto-opens it with several', () => {
    expect(languagePickerState([])).toEqual({ disabled: true, autoOpen: false });
    expect(languagePickerState(['fr-fr'])).toEqual({ disabled: true, autoOpen: false });
    expect(languagePickerState(['en-ww', 'es-ww'])).toEqual({ disabled: false, autoOpen: true });
  });

  it('enables submit only with both a country and a language', () => {
    expect(canSubmitMarket(null, 'fr-fr')).toBe(false);
    expect(canSubmitMarket('FR', null)).toBe(false);
    expect(canSubmitMarket('FR', 'xx-yy')).toBe(false);
    expect(canSubmitMarket('', 'en-ww')).toBe(true);
  });

  it('derives an empty country from the chosen language, else the default, upper-cased', () => {
    expect(storefrontCountryOf('be', 'fr-fr')).toBe('BE');
    expect(storefrontCountryOf('', 'fr-fr')).toBe('FR');
    expect(storefrontCountryOf('', 'en-ww')).toBe('US');
  });

  it('navigates to the page in the chosen locale, or its root, keeping the query', () => {
    expect(marketTargetUrl('fr-fr', 'fr-fr', {}, '?q=x')).toBeNull();
    expect(marketTargetUrl('fr-fr', 'en-ww', {}, '')).toBe('/fr-fr');
    expect(marketTargetUrl('en-ww', 'fr-fr', {}, '?q=silk')).toBe('/?q=silk');
    expect(marketTargetUrl('fr-fr', 'en-ww', { 'fr-fr': '/fr-fr/fashion' }, '?sort-by=price_asc')).toBe(
      '/fr-fr/fashion?sort-by=price_asc',
    );
  });

  it('links every locale in the language switcher, the page alternates first', () => {
    const links = languageSwitcherLinks({ 'ja-jp': '/ja-jp/faq' });
    expect(links).toHaveLength(9);
    expect(links.find((l) => l.locale === 'ja-jp')?.href).toBe('/ja-jp/faq');
    expect(links.find((l) => l.locale === 'en-ww')?.href).toBe('/');
  });
});

describe('market cookies (spec §4, §7.4)', () => {
  const stored = serializeMarketPreference(marketPreferenceFor('BE', 'fr-fr'));

  it('restores the preference only with consent and for the same locale', () => {
    expect(restoredMarketPreference(stored, { consent: true, locale: 'fr-fr' })).toEqual({
      countryCode: 'BE',
      marketName: 'FRANCE',
      locale: 'fr-fr',
    });
    expect(restoredMarketPreference(stored, { consent: false, locale: 'fr-fr' })).toBeNull();
    expect(restoredMarketPreference(stored, { consent: true, locale: 'en-eu' })).toBeNull();
    expect(restoredMarketPreference('{not json', { consent: true, locale: 'fr-fr' })).toBeNull();
    expect(restoredMarketPreference('{"locale":"xx"}', { consent: true, locale: 'fr-fr' })).toBeNull();
  });

  it('reads consent group C0002 from the consent cookie', () => {
    expect(hasConsentGroup('isGpcEnabled=0&groups=C0001:1,C0002:1,C0004:0')).toBe(true);
    expect(hasConsentGroup('groups=C0001:1,C0002:0')).toBe(false);
    expect(hasConsentGroup(undefined)).toBe(false);
  });

  it('shows the market banner once, after its sentinel left view and its timer fired', () => {
    expect(shouldShowMarketBanner({ displayedCookie: null, sentinelOutOfView: true, timerFired: true })).toBe(
      true,
    );
    expect(
      shouldShowMarketBanner({ displayedCookie: null, sentinelOutOfView: false, timerFired: true }),
    ).toBe(false);
    expect(
      shouldShowMarketBanner({ displayedCookie: null, sentinelOutOfView: true, timerFired: false }),
    ).toBe(false);
    expect(shouldShowMarketBanner({ displayedCookie: '1', sentinelOutOfView: true, timerFired: true })).toBe(
      false,
    );
  });

  it('opens the market panel when its flag is on', () => {
    expect(shouldOpenMarketPanel('1')).toBe(true);
    expect(shouldOpenMarketPanel(undefined)).toBe(false);
  });
});

describe('geolocation pop-in (spec §2.3)', () => {
  it('shows for a country the shop does not ship to, or one the locale does not serve', () => {
    expect(shouldShowGeolocationPopin({ visitorCountry: 'BR', locale: 'en-ww', accepted: false })).toBe(true);
    expect(shouldShowGeolocationPopin({ visitorCountry: 'FR', locale: 'en-uk', accepted: false })).toBe(true);
    expect(shouldShowGeolocationPopin({ visitorCountry: 'BE', locale: 'fr-fr', accepted: false })).toBe(
      false,
    );
  });

  it('never shows once accepted, or when the country is unknown', () => {
    expect(shouldShowGeolocationPopin({ visitorCountry: 'BR', locale: 'en-ww', accepted: true })).toBe(false);
    expect(shouldShowGeolocationPopin({ visitorCountry: null, locale: 'en-ww', accepted: false })).toBe(
      false,
    );
  });
});

describe('which market prompt a page shows (spec §2.3, §4)', () => {
  const base = {
    locale: 'fr-fr' as const,
    geolocationAccepted: false,
    panelFlag: null,
    bannerDisplayedCookie: null,
  };

  it('the panel after a market switch comes first, even with no country', () => {
    expect(marketPrompt({ ...base, visitorCountry: null, panelFlag: '1' })).toBe('panel');
    expect(marketPrompt({ ...base, visitorCountry: 'BR', panelFlag: '1' })).toBe('panel');
  });

  it('a mismatched country gets the pop-in, then, once it was answered by staying, the banner once', () => {
    expect(marketPrompt({ ...base, visitorCountry: 'JP' })).toBe('geolocation');
    expect(marketPrompt({ ...base, visitorCountry: 'JP', geolocationAccepted: true })).toBe('banner');
    expect(
      marketPrompt({ ...base, visitorCountry: 'JP', geolocationAccepted: true, bannerDisplayedCookie: '1' }),
    ).toBe('none');
  });

  it('a visitor whose country the page’s market serves is not asked whether they come from another one', () => {
    expect(marketPrompt({ ...base, visitorCountry: 'FR' })).toBe('none');
    expect(marketPrompt({ ...base, visitorCountry: 'BE', geolocationAccepted: true })).toBe('none');
    expect(marketPrompt({ ...base, locale: 'ja-jp', visitorCountry: 'JP' })).toBe('none');
    expect(marketPrompt({ ...base, locale: 'en-eu', visitorCountry: 'DE' })).toBe('none');
  });

  it('an unknown country gets nothing', () => {
    expect(marketPrompt({ ...base, visitorCountry: null })).toBe('none');
  });
});

describe('page alternates for the language switcher', () => {
  it('keeps the known locales with site paths, and ignores anything else', () => {
    expect(parseLocaleAlternates('{"fr-fr":"/fr-fr/faq","xx":"/xx","en-us":"https://evil.test"}')).toEqual({
      'fr-fr': '/fr-fr/faq',
    });
    expect(parseLocaleAlternates('not json')).toEqual({});
    expect(parseLocaleAlternates(null)).toEqual({});
  });
});

describe('landing navigation items (spec §2.3)', () => {
  it('uses the landing setting first', () => {
    expect(
      landingNavItems(
        [
          { section_id: 'notes', label: 'The notes' },
          { section_id: ' ', label: 'x' },
        ],
        ['story'],
      ),
    ).toEqual([{ sectionId: 'notes', label: 'The notes' }]);
  });

  it('falls back to the page anchors, made readable', () => {
    expect(landingNavItems([], ['the-story', null, '', 'shop'])).toEqual([
      { sectionId: 'the-story', label: 'The story' },
      { sectionId: 'shop', label: 'Shop' },
    ]);
  });
});

describe('alerts store (spec §2.3, §9: about 2.25 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('stacks alerts and removes each after alertDurationMs, or on close', async () => {
    vi.useFakeTimers();
    const { dismissAlert, getAlerts, pushAlert } = await import('@/client/shell/alerts');
    const first = pushAlert({ type: 'success', message: 'Saved' });
    vi.advanceTimersByTime(1000);
    pushAlert({ type: 'error', message: 'Out of stock' });
    expect(getAlerts().map((alert) => alert.message)).toEqual(['Saved', 'Out of stock']);
    vi.advanceTimersByTime(alertDurationMs - 1000);
    expect(getAlerts().map((alert) => alert.message)).toEqual(['Out of stock']);
    expect(getAlerts().some((alert) => alert.id === first)).toBe(false);
    dismissAlert(getAlerts()[0]!.id);
    expect(getAlerts()).toEqual([]);
  });
});
