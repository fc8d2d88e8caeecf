import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/server/sitemap';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries();
}
