import { Suspense } from 'react';
import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getToolbarSrc } from '@prismicio/client';
import { ExitPreview } from '@/client/preview/ExitPreview';
import { PreviewBridge } from '@/client/preview/lazy';
import type { Locale } from '@/lib/markets';
import { serverConfig } from '@/server/config';

async function Toolbar({ repositoryName }: { repositoryName: string }) {
  const { isEnabled } = await draftMode();
  return (
    <>
      <PreviewBridge repositoryName={repositoryName} isDraftMode={isEnabled} />
      {/* A plain async script (React hoists it): next/script would add its loader to every page. */}
      <script src={getToolbarSrc(repositoryName)} async />
    </>
  );
}

/** The local backends have no toolbar to load: in a preview, the shop shows its own way out. */
async function LocalPreviewBar({ locale }: { locale: Locale }) {
  if (!(await draftMode()).isEnabled) return null;
  const t = await getTranslations({ locale, namespace: 'preview' });
  return <ExitPreview label={t('label')} notice={t('notice')} exit={t('exit')} />;
}

/**
 * Prismic's toolbar (previews, "edit" links) when a real repository is configured; on the local
 * backends, an "Exit preview" bar while a preview is on. Both read draft mode, so each is a dynamic
 * hole of its own.
 */
export function PrismicToolbar({ locale }: { locale: Locale }) {
  const { prismic } = serverConfig();
  return (
    <Suspense fallback={null}>
      {prismic.hosted ? <Toolbar repositoryName={prismic.repository} /> : <LocalPreviewBar locale={locale} />}
    </Suspense>
  );
}
