'use client';

import { useEffect } from 'react';
import { useParams } from 'next/navigation';
import { ErrorBlock } from '@/components/ErrorBlock';
import { isLocale, defaultLocale, localeConfig } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import en from '@/messages/en/errorPage.json';
import es from '@/messages/es/errorPage.json';
import fr from '@/messages/fr/errorPage.json';
import ja from '@/messages/ja/errorPage.json';

const texts = { en, fr, es, ja };

/** spec §2.3 generic error page, in the language of the page that failed. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params.locale) ? params.locale : defaultLocale;
  const t = texts[localeConfig(locale).language];

  useEffect(() => {
    console.error(error);
  }, [error]);

  // No metadata reaches an error boundary: the page names itself (React hoists <title> into <head>).
  return (
    <>
      <title>{t.title}</title>
      <ErrorBlock title={t.title} text={t.text} cta={{ href: localePath(locale, '/'), label: t.cta }} />
    </>
  );
}
