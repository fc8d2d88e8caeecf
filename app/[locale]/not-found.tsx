import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';
import { ErrorBlock } from '@/components/ErrorBlock';
import { isLocale, defaultLocale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { getSingleDocument } from '@/server/prismic/documents';
import { asText, type Content } from '@prismicio/client';

/** The 404 page: the editor's error_page copy when there is one, else the shop's own words. */
export default async function NotFound() {
  const requested = await rootLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const [t, document] = await Promise.all([
    getTranslations({ locale, namespace: 'notFound' }),
    getSingleDocument<Content.ErrorPageDocument>(locale, 'error_page'),
  ]);
  return (
    <ErrorBlock
      title={asText(document?.data.title ?? []) || t('title')}
      text={asText(document?.data.text ?? []) || t('text')}
      cta={{ href: localePath(locale, '/'), label: document?.data.button_label || t('cta') }}
    />
  );
}
