import { Suspense } from 'react';
import { draftMode } from 'next/headers';
import { getToolbarSrc } from '@prismicio/client';
import { PreviewBridge } from '@/client/preview/PreviewBridge';
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

/**
 * Prismic's toolbar (previews, "edit" links) only when a real repository is configured: the local
 * backends have no toolbar to load. It reads draft mode, so it is a dynamic hole of its own.
 */
export function PrismicToolbar() {
  const { prismic } = serverConfig();
  if (!prismic.hosted) return null;
  return (
    <Suspense fallback={null}>
      <Toolbar repositoryName={prismic.repository} />
    </Suspense>
  );
}
