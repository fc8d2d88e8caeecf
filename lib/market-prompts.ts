/** When the market banner, the market panel and the geolocation pop-in show (spec §2.3, §4). */
import { localeConfig, shippingCountries, type Locale } from './markets';

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
 * Whether the visitor's country is served by another market than the page's: not a shipping country,
 * or not one of the current locale's countries (a French visitor on fr-fr is at home).
 */
function isFromAnotherMarket(visitorCountry: string, locale: Locale): boolean {
  return (
    !shippingCountries.includes(visitorCountry) || !localeConfig(locale).countries.includes(visitorCountry)
  );
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
  return isFromAnotherMarket(visitorCountry, locale);
}

export type MarketPrompt = 'panel' | 'geolocation' | 'banner' | 'none';

/**
 * Which market prompt a page shows, once the visitor's country is known: the panel after a market
 * switch, else the pop-in when the country does not match, else, for a visitor from another market
 * who chose to stay, the banner (once ever). The banner asks "shopping from another country?": a
 * visitor whose country the page's market serves is never asked. Without a detected country there is
 * no market to propose, and no banner in the way of bots.
 */
export function marketPrompt(state: {
  visitorCountry: string | null;
  locale: Locale;
  geolocationAccepted: boolean;
  panelFlag: string | null | undefined;
  bannerDisplayedCookie: string | null | undefined;
}): MarketPrompt {
  if (shouldOpenMarketPanel(state.panelFlag)) return 'panel';
  if (!state.visitorCountry) return 'none';
  const { visitorCountry, locale, geolocationAccepted: accepted } = state;
  if (!isFromAnotherMarket(visitorCountry, locale)) return 'none';
  if (shouldShowGeolocationPopin({ visitorCountry, locale, accepted })) return 'geolocation';
  return state.bannerDisplayedCookie === '1' ? 'none' : 'banner';
}
