import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { PrismicDocument } from '@prismicio/client';
import { EditorialSlices } from '@/components/EditorialSlices';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { isSellingEnabled } from '@/lib/selling';
import { getGlobalDocuments } from '@/server/prismic/global';
import { hasPrivateAccess } from '@/server/private-access';
import { getPrivateSlices, isPrivateDocument } from '@/server/prismic/private-content';
import styles from './PrivateContent.module.css';

/**
 * spec §2.3 private pages: a loader until the private check succeeds. The check runs on the server
 * (server/private-access.ts, the rule GET /api/private-check answers with), as the page's one dynamic
 * hole, so the private content is never in the HTML or the RSC payload of a visitor without access. A
 * private document's slices are not in its cached copy: they are read here, after the check.
 */
export async function PrivateContent({
  locale,
  document,
  path,
  children,
}: {
  locale: Locale;
  document: PrismicDocument;
  /** The page's path: where the sign-in page sends the customer back. */
  path: string;
  children?: ReactNode;
}) {
  if (!isPrivateDocument(document)) return children;
  const t = await getTranslations({ locale, namespace: 'pages.private' });
  return (
    <Suspense
      fallback={
        <div className={styles.loader} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('checking')}
        </div>
      }
    >
      <PrivateCheck locale={locale} path={path} document={document}>
        {children}
      </PrivateCheck>
    </Suspense>
  );
}

async function PrivateCheck({
  locale,
  path,
  document,
  children,
}: {
  locale: Locale;
  path: string;
  document: PrismicDocument;
  children?: ReactNode;
}) {
  if (await hasPrivateAccess()) {
    return (
      <>
        {children}
        <EditorialSlices slices={await getPrivateSlices(locale, document)} locale={locale} />
      </>
    );
  }
  const [t, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.private' }),
    getGlobalDocuments(locale),
  ]);
  // Where the shop does not sell there is no account to sign in to (spec §6): the stores are what the
  // market offers its customers.
  const selling = isSellingEnabled({ locale, settings: globals.selling });
  const login = `${localePath(locale, '/login')}?redirectUrl=${encodeURIComponent(path)}`;
  return (
    <section className={styles.denied} aria-labelledby="private-denied">
      <h2 id="private-denied">{t('deniedTitle')}</h2>
      <p>{selling ? t('deniedText') : t('deniedInStores')}</p>
      <Link className="button" href={selling ? login : localePath(locale, '/store-locator')}>
        {selling ? t('signIn') : t('findStore')}
      </Link>
    </section>
  );
}
