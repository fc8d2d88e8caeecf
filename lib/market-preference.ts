/** The market cookies and the visitor's market preference (spec §4, §7.4: 365 days). */
// No zod here: these rules run in browser islands on every page, which would all carry even
// zod/mini's core (docs/adr/0017). What they read in the browser is the shop's own (a script the
// server wrote, a cookie the shop set), checked field by field; request headers are parsed with zod
// on the server (lib/visitor-country.ts).
import { parseJsonObject } from './json-object';
import { localeConfigs, type Locale } from './markets';

export const marketCookies = {
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
  const json = parseJsonObject(cookieValue);
  if (!json) return null;
  const { countryCode, marketName } = json;
  if (typeof countryCode !== 'string' || !/^([A-Z]{2})?$/.test(countryCode)) return null;
  if (typeof marketName !== 'string' || marketName.length > 80) return null;
  if (json.locale !== locale) return null;
  return { countryCode, marketName, locale };
}
