'use client';

import dynamic from 'next/dynamic';
import { Nothing, orFallback } from '@/client/shell/island-fallback';

// Loads only on a page that renders it (with a hosted Prismic repository): imported statically by the
// root layout, it was in every shopper's first load. A chunk that fails to load leaves the page as it
// is, without the toolbar's refresh. ExitPreview stays a static import: it is the editor's only way
// out of a preview and must not depend on a chunk arriving.
export const PreviewBridge = dynamic(
  orFallback(() => import('./PreviewBridge').then((m) => m.PreviewBridge), Nothing),
);
