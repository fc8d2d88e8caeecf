'use client';

import dynamic from 'next/dynamic';

// Each preview island loads only on a page that renders it (ExitPreview: a page in draft mode on the
// local backends). Imported statically by the root layout, they were in every shopper's first load.
// Still rendered on the server, so the exit form works before its script arrives.
export const ExitPreview = dynamic(() => import('./ExitPreview').then((m) => m.ExitPreview));
export const PreviewBridge = dynamic(() => import('./PreviewBridge').then((m) => m.PreviewBridge));
