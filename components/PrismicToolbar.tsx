import { Suspense } from 'react';
import { PrismicPreview } from '@prismicio/next';
import { serverConfig } from '@/server/config';

/**
 * Prismic's toolbar (previews, "edit" links) only when a real repository is configured: the local
 * backends have no toolbar to load. It reads draft mode, so it is a dynamic hole of its own.
 */
export function PrismicToolbar() {
  const { prismic } = serverConfig();
  if (!prismic.hosted) return null;
  return (
    <Suspense fallback={null}>
      <PrismicPreview repositoryName={prismic.repository} />
    </Suspense>
  );
}
