import { asText, type RichTextField } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { DeferredIslands } from '@/client/market/DeferredIslands';
import { localeConfig, locales, type Locale } from '@/lib/markets';
import { countryNamer } from '@/lib/countries';
import { countryOptions } from '@/lib/market-pickers';
import { getGlobalDocuments } from '@/server/prismic/global';

const paragraphsOf = (field: RichTextField | undefined) =>
  (field ?? []).map((block) => asText([block])).filter(Boolean);

/** Names each language in itself ("Français", "日本語"), as language pickers do. */
function languageName(locale: Locale): string {
  const { language } = localeConfig(locale);
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** Prepares, on the server and in the page's language, what the market islands show. */
export async function MarketIslands({ locale }: { locale: Locale }) {
  const [{ panels }, t] = await Promise.all([
    getGlobalDocuments(locale),
    getTranslations({ locale, namespace: 'shell' }),
  ]);
  const { intl } = localeConfig(locale);
  const countryName = countryNamer(locale);
  const countries = countryOptions().map((option) => ({
    code: option.countryCode,
    name: option.countryCode ? countryName(option.countryCode) : t('restOfWorld'),
    locales: option.locales,
  }));
  const world = countries.pop()!;
  countries.sort((a, b) => a.name.localeCompare(b.name, intl));

  return (
    <DeferredIslands
      locale={locale}
      choices={{
        countries: [...countries, world],
        languages: Object.fromEntries(locales.map((code) => [code, languageName(code)])),
      }}
      panels={{
        marketTitle: panels?.data.market_panel_title || t('marketPanelTitle'),
        marketText: paragraphsOf(panels?.data.market_panel_text),
        geolocationTitle: panels?.data.geolocation_title || t('geolocationTitle'),
        geolocationText: paragraphsOf(panels?.data.geolocation_text),
      }}
      labels={{
        country: t('country'),
        language: t('language'),
        chooseCountry: t('chooseCountry'),
        submit: t('submitMarket'),
        close: t('close'),
        stay: t('stay', { market: localeConfig(locale).name }),
        continue: t('continue'),
        bannerTitle: t('marketBannerTitle'),
      }}
    />
  );
}
