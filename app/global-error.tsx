'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import styles from '@/components/ErrorBlock.module.css';
import { defaultLocale, isLocale, localeConfig } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import en from '@/messages/en/errorPage.json';
import es from '@/messages/es/errorPage.json';
import fr from '@/messages/fr/errorPage.json';
import ja from '@/messages/ja/errorPage.json';
import './globals.css';

const texts = { en, fr, es, ja };

/**
 * spec §2.3 generic error page for failures the locale's error page cannot catch (the root layout
 * itself failed). It replaces the whole document, outside next-intl's provider, so the language
 * comes from the URL's first segment, and the strings are the ones app/[locale]/error.tsx shows.
 */
export default function GlobalError({ error }: { error: unknown }) {
  const segment = usePathname().split('/')[1];
  const locale = isLocale(segment) ? segment : defaultLocale;
  const { intl, language } = localeConfig(locale);
  const t = texts[language];

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={intl}>
      <body>
        <title>{t.title}</title>
        <meta name="robots" content="noindex" />
        <main id="main">
          <section className={styles.block}>
            <h1>{t.title}</h1>
            <p>{t.text}</p>
            {/* A full page load: the application that failed starts again from the server. */}
            <a className="button" href={localePath(locale, '/')}>
              {t.cta}
            </a>
          </section>
        </main>
      </body>
    </html>
  );
}
