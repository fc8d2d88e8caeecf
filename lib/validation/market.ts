/** The country and language choice's rules (spec §5). */
import * as z from '../zod';
import { defaultLocale, isLocale, localeConfig } from '../markets';

/**
 * Spec: both choices are required; the country may be empty ('rest of the world'), then it
 * derives from the chosen language (its locale's first country), else the default country.
 * Codes are upper-cased as the Storefront's CountryCode and LanguageCode expect.
 */
const defaultCountry = localeConfig(defaultLocale).contextCountry;

export const marketSubmitSchema = z
  .object({
    country: z
      .string({ error: 'error.required' })
      .trim()
      .regex(/^([a-zA-Z]{2})?$/, { error: 'error.pattern' }),
    language: z
      .string({ error: 'error.required' })
      .trim()
      .min(1, { error: 'error.required' })
      .refine(isLocale, {
        error: 'error.pattern',
      }),
  })
  .transform(({ country, language }) => {
    const config = localeConfig(language);
    return {
      locale: config.code,
      countryCode: (country || config.countries[0] || defaultCountry).toUpperCase(),
      languageCode: config.language.toUpperCase(),
    };
  });
