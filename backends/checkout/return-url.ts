import {
  marketOfCountry,
  rootSubfolder,
  worldwideSubfolders,
  type Language,
  type LanguageCode,
} from '../markets';

/**
 * The shop subfolder to return to, as the shop's Markets settings give it: the one of the cart
 * country's market in the page language, else the worldwide one of that language, else the root.
 */
export function returnLocale(country: string, language: Language): string {
  const code = language.toUpperCase() as LanguageCode;
  return marketOfCountry(country)?.subfolders[code] ?? worldwideSubfolders[code] ?? rootSubfolder;
}

/** The root subfolder's home is the bare root, every other subfolder's is its prefix (spec §2.1). */
export function shopReturnUrl(shopUrl: string, country: string, language: Language): string {
  const subfolder = returnLocale(country, language);
  const path = subfolder === rootSubfolder ? '/' : `/${subfolder}`;
  return `${shopUrl.replace(/\/$/, '')}${path}`;
}
