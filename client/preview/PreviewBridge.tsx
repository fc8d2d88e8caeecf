'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The Prismic preview cookie (`cookie.preview` of @prismicio/client, not imported: see below). */
const previewCookie = 'io.prismic.preview';

function previewRepository(): string | null {
  const entry = document.cookie.split('; ').find((item) => item.startsWith(`${previewCookie}=`));
  if (!entry) return null;
  const value = decodeURIComponent(entry.slice(previewCookie.length + 1).replace(/%3B/g, ';'));
  return /"([^"]+)\.prismic\.io"/.exec(value)?.[1] ?? null;
}

/**
 * What @prismicio/next's PrismicPreview does in the browser, without its client bundle (Prismic's whole
 * client, on every page): a preview session opened from the editor starts draft
 * mode, the toolbar's update refreshes the page, its end leaves draft mode.
 */
export function PreviewBridge({
  repositoryName,
  isDraftMode,
}: {
  repositoryName: string;
  isDraftMode: boolean;
}) {
  const { refresh } = useRouter();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    window.addEventListener(
      'prismicPreviewUpdate',
      (event) => {
        event.preventDefault();
        refresh();
      },
      { signal },
    );
    window.addEventListener(
      'prismicPreviewEnd',
      (event) => {
        event.preventDefault();
        fetch('/api/exit-preview', { signal })
          .then((response) => (response.ok ? refresh() : console.error('[preview] exit failed')))
          .catch(() => {});
      },
      { signal },
    );
    if (!isDraftMode && previewRepository() === repositoryName) {
      fetch('/api/preview', { redirect: 'manual', signal })
        .then((response) =>
          response.type === 'opaqueredirect' ? refresh() : console.error('[preview] start failed'),
        )
        .catch(() => {});
    }
    return () => controller.abort();
  }, [repositoryName, isDraftMode, refresh]);

  return null;
}
