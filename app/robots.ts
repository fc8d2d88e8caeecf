import type { MetadataRoute } from 'next';
import { serverConfig } from '@/server/config';

/**
 * Crawlers may visit the shop but not its API, previews, the account area or the checkout hand-over;
 * private and not-indexable pages carry their own noindex,nofollow tag (server/seo.ts).
 */
export default function robots(): MetadataRoute.Robots {
  const origin = serverConfig().siteUrl;
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/api/', '/slice-simulator', '/*/redirects/', '/redirects/'] },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
