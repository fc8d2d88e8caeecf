/**
 * Pure rules of the page shell (spec §2.3, §4 "Market banner", "Market panel", "Country and language
 * pickers", §6 forbidden countries, §7.4 cookies, §9 marquee). No I/O: the islands in client/shell and
 * the server components in components/shell apply them.
 */
// No zod here: these rules run in browser islands on every page, where even zod/mini's core costs
// ~23 KB gzip (measured). What they read in the browser is the shop's own (a script the server wrote,
// a cookie the shop set), checked field by field; request headers are parsed with zod on the server
// (lib/visitor-country.ts).
import { marqueeSpeed, marqueeTextRepeats } from './constants';
import {
  defaultLocale,
  isLocale,
  localeConfig,
  localeConfigs,
  locales,
  shippingCountries,
  type Locale,
} from './markets';
import { localePath } from './routes';

// ---------------------------------------------------------------------------------------------------
// Announcement banner

/** spec §2.3: shown only if its displayed flag is true and texts exist. */
export function isAnnouncementVisible(
  displayed: boolean | null | undefined,
  texts: readonly string[],
): boolean {
  return displayed === true && texts.some((text) => text.trim() !== '');
}

/** spec §9: the marquee repeats its texts six times, so the loop never shows a gap. */
export function marqueeTexts(texts: readonly string[]): string[] {
  const filled = texts.map((text) => text.trim()).filter(Boolean);
  return Array.from({ length: marqueeTextRepeats }, () => filled).flat();
}

/**
 * spec §9 speed -0.5: half a pixel per frame (60 fps) towards the start, i.e. 30 px/s. The CSS loop
 * moves the track by half its width (three of the six copies), so its duration follows that width.
 */
export const marqueePixelsPerSecond = Math.abs(marqueeSpeed) * 60;
export function marqueeDurationSeconds(trackWidthPx: number): number {
  return Math.max(1, Math.round(trackWidthPx / 2 / marqueePixelsPerSecond));
}

// ---------------------------------------------------------------------------------------------------
// Visitor country and newsletter

/** spec §6: forbidden countries (a comma-separated setting) get no newsletter in the footer. */
export function isNewsletterForbidden(
  visitorCountry: string | null,
  forbiddenCountries: string | null,
): boolean {
  if (!visitorCountry || !forbiddenCountries) return false;
  return forbiddenCountries
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .includes(visitorCountry.toUpperCase());
}

// ---------------------------------------------------------------------------------------------------
// Country and language pickers

export interface CountryOption {
  /** ISO 3166 code; empty for the 'rest of the world' option. */
  countryCode: string;
  locales: Locale[];
}

/** The worldwide locales (no countries of their own): the 'rest of the world' option's list. */
export const restOfWorldLocales: Locale[] = locales.filter(
  (locale) => localeConfig(locale).countries.length === 0,
);

/**
 * spec §3 "Market preference": one option per country some locale ships to, with the locales that
 * serve it, plus 'rest of the world' (empty country code, the default locale list).
 */
export function countryOptions(): CountryOption[] {
  const byCountry = new Map<string, Locale[]>();
  for (const locale of locales)
    for (const country of localeConfig(locale).countries)
      byCountry.set(country, [...(byCountry.get(country) ?? []), locale]);
  return [
    ...[...byCountry].map(([code, served]) => ({ countryCode: code, locales: served })),
    { countryCode: '', locales: restOfWorldLocales },
  ];
}

export function localesOfCountry(countryCode: string): Locale[] {
  return countryOptions().find((option) => option.countryCode === countryCode)?.locales ?? [];
}

/** spec §4: choosing a country sets the language to its first locale (or the only one). */
export function languageForCountry(countryCode: string): Locale | null {
  return localesOfCountry(countryCode)[0] ?? null;
}

/** spec §4: the language picker is disabled with one or no language and auto-opens with several. */
export function languagePickerState(choices: readonly Locale[]): { disabled: boolean; autoOpen: boolean } {
  return { disabled: choices.length <= 1, autoOpen: choices.length > 1 };
}

/** spec §4: submit is disabled until both are chosen ('rest of the world' is a choice: ''). */
export function canSubmitMarket(countryCode: string | null, locale: string | null): boolean {
  return countryCode !== null && isLocale(locale);
}

/**
 * spec §5: if the country is empty it derives from the chosen language's locale, else the default
 * country; codes are upper-cased for the storefront.
 */
export function storefrontCountryOf(countryCode: string, locale: Locale): string {
  const derived =
    countryCode || localeConfig(locale).countries[0] || localeConfig(defaultLocale).contextCountry;
  return derived.toUpperCase();
}

export type LocaleAlternates = Partial<Record<Locale, string>>;

/**
 * spec §4: a different locale means a full navigation to the language-switcher URL of the page, or the
 * locale root, keeping the current query parameters. The same locale means no navigation (null).
 */
export function marketTargetUrl(
  chosen: Locale,
  current: Locale,
  alternates: LocaleAlternates,
  search: string,
): string | null {
  if (chosen === current) return null;
  const target = alternates[chosen] ?? localePath(chosen, '/');
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${query}`;
}

/** The alternates a page published (JSON), keeping known locales only; anything else is none. */
export function parseLocaleAlternates(json: string | null | undefined): LocaleAlternates {
  if (!json) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (!isPlainObject(value)) return {};
  // Site paths only: an alternate is never another origin.
  return Object.fromEntries(
    Object.entries(value).filter(
      ([locale, path]) => isLocale(locale) && typeof path === 'string' && /^\/(?!\/)/.test(path),
    ),
  );
}

/** Language-switcher links: the page's alternates where given, else each locale's root. */
export function languageSwitcherLinks(alternates: LocaleAlternates): { locale: Locale; href: string }[] {
  return locales.map((locale) => ({ locale, href: alternates[locale] ?? localePath(locale, '/') }));
}

// ---------------------------------------------------------------------------------------------------
// Cookies (spec §7.4: 365 days for the market cookies, the language cookie and the geolocation one)

export const shellCookies = {
  marketPreference: 'MARKET_PREFERENCE',
  marketBannerDisplayed: 'MARKET_BANNER_DISPLAYED',
  marketPanel: 'MARKET_PANEL',
  marketPanelDisplayed: 'MARKET_PANEL_DISPLAYED',
  geolocationAccepted: 'GEOLOCATION_POPIN_ACCEPTED',
} as const;

export type MarketPreference = { countryCode: string; marketName: string; locale: Locale };

export function marketPreferenceFor(countryCode: string, locale: Locale): MarketPreference {
  return { countryCode, marketName: localeConfigs[locale].market ?? 'WW', locale };
}

export function serializeMarketPreference(preference: MarketPreference): string {
  return JSON.stringify(preference);
}

/** spec §4: preferences are restored from the cookie when consent is given and the locale matches. */
export function restoredMarketPreference(
  cookieValue: string | null | undefined,
  { consent, locale }: { consent: boolean; locale: Locale },
): MarketPreference | null {
  if (!consent || !cookieValue) return null;
  let json: unknown;
  try {
    json = JSON.parse(cookieValue);
  } catch {
    return null;
  }
  if (!isPlainObject(json)) return null;
  const { countryCode, marketName } = json;
  if (typeof countryCode !== 'string' || !/^([A-Z]{2})?$/.test(countryCode)) return null;
  if (typeof marketName !== 'string' || marketName.length > 80) return null;
  if (json.locale !== locale) return null;
  return { countryCode, marketName, locale };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** spec §7.4 and §4 "Other states": consent group C0002 active in the consent manager's cookie. */
export function hasConsentGroup(consentCookie: string | null | undefined, group = 'C0002'): boolean {
  if (!consentCookie) return false;
  const groups = new URLSearchParams(consentCookie).get('groups') ?? '';
  return groups.split(',').includes(`${group}:1`);
}

/**
 * The market banner's timer. spec §9 lists a 3000 ms delay without naming its use; the banner is the
 * one shell element the spec gives a timer without a value, so it takes it.
 */
export const marketBannerDelayMs = 3000;

/** spec §4: the market banner needs its sentinel out of view and its timer fired, and shows once. */
export function shouldShowMarketBanner(state: {
  displayedCookie: string | null | undefined;
  sentinelOutOfView: boolean;
  timerFired: boolean;
}): boolean {
  return state.displayedCookie !== '1' && state.sentinelOutOfView && state.timerFired;
}

/** spec §4: the market panel opens when its flag is on (set when a visitor switched market). */
export function shouldOpenMarketPanel(flagCookie: string | null | undefined): boolean {
  return flagCookie === '1';
}

/**
 * spec §2.3: the geolocation pop-in shows when the detected country is not a shipping country or
 * differs from the current locale's countries, unless already accepted. An unknown country shows nothing.
 */
export function shouldShowGeolocationPopin({
  visitorCountry,
  locale,
  accepted,
}: {
  visitorCountry: string | null;
  locale: Locale;
  accepted: boolean;
}): boolean {
  if (accepted || !visitorCountry) return false;
  return (
    !shippingCountries.includes(visitorCountry) || !localeConfig(locale).countries.includes(visitorCountry)
  );
}

// ---------------------------------------------------------------------------------------------------
// Loading bar

/**
 * spec §2.3: the bar advances on a route change, not on a shallow one. A click is a route change when
 * it is a plain left click on a same-origin link to another path or query (a new hash only is not).
 */
export function isRouteChangeClick(
  link: { href: string; target?: string | null; download?: boolean },
  current: string,
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download || (link.target && link.target !== '_self')) return false;
  const from = new URL(current);
  let to: URL;
  try {
    to = new URL(link.href, from);
  } catch {
    return false;
  }
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}

// ---------------------------------------------------------------------------------------------------
// Landing-page navigation

export interface LandingNavItem {
  sectionId: string;
  label: string;
}

/**
 * spec §2.3: the anchors come from the global setting of the landing type, or else from the page's own
 * section ids (the label is then the id made readable). Items without a usable id are left out.
 */
export function landingNavItems(
  globalItems: readonly { section_id: string | null; label: string | null }[],
  pageSectionIds: readonly (string | null | undefined)[],
): LandingNavItem[] {
  const fromSettings = globalItems.flatMap((item) =>
    item.section_id?.trim()
      ? [{ sectionId: item.section_id.trim(), label: item.label?.trim() || item.section_id }]
      : [],
  );
  if (fromSettings.length > 0) return fromSettings;
  return pageSectionIds.flatMap((id) => {
    const sectionId = id?.trim();
    if (!sectionId) return [];
    const words = sectionId.replace(/[-_]+/g, ' ');
    return [{ sectionId, label: words.charAt(0).toUpperCase() + words.slice(1) }];
  });
}
