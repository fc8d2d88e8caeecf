import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { deviceSizes, imageSizes } from './lib/constants';

const nextConfig: NextConfig = {
  // The tests and Lighthouse build into their own folder, so they never disturb `npm start`'s build.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  cacheComponents: true,
  // Unlisted product and content paths render once on their first request and are then served from
  // the ISR cache (params are awaited outside Suspense); see docs/adr/0001-rendering-and-caching.md.
  partialPrefetching: false,
  poweredByHeader: false,
  // i18n/messages.ts reads messages/ at run time; ship it with every traced server bundle.
  outputFileTracingIncludes: { '/**': ['./messages/**/*.json'] },
  reactStrictMode: true,
  images: {
    // Shopify's CDN, Prismic's imgix and the local CDN resize by themselves: no optimiser hop.
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes: [...deviceSizes],
    imageSizes: [...imageSizes],
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
