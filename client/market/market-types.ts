import type { Locale } from '@/lib/markets';

/** What the server hands the market islands: names already in the visitor's language. */
export interface MarketChoices {
  countries: { code: string; name: string; locales: Locale[] }[];
  languages: Partial<Record<Locale, string>>;
}

export interface MarketPickerLabels {
  country: string;
  language: string;
  chooseCountry: string;
  submit: string;
}
