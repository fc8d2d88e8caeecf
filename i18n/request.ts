import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { localeConfig } from '@/lib/markets';
import { loadMessages } from './messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const { language } = localeConfig(locale);
  return {
    locale,
    messages: loadMessages(language),
    formats: {},
  };
});
