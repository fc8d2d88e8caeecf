import { getTranslations } from 'next-intl/server';
import { ErrorBlock } from '@/components/ErrorBlock';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';

/**
 * The shop's error block for content a provider could not give (ARCHITECTURE "Errors and input"): in
 * the page's chrome and language. Next never stores a prerender in which a cached read failed, so the
 * page cache keeps the last good page rather than this block.
 */
export async function UnavailableBlock({
  locale,
  heading = 'h1',
}: {
  locale: Locale;
  heading?: 'h1' | 'h2';
}) {
  const t = await getTranslations({ locale, namespace: 'errorPage' });
  return (
    <ErrorBlock
      heading={heading}
      title={t('unavailable.title')}
      text={t('unavailable.text')}
      cta={{ href: localePath(locale, '/'), label: t('cta') }}
    />
  );
}
