import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/lib/markets';
import { cacheTags } from '../cache-tags';
import { prismicClient } from './client';

/**
 * Cached Prismic reads. Every read carries the `prismic` tag, which the Prismic webhook invalidates,
 * so a publish is live on the next request.
 */
export async function getSingleDocument<T extends prismic.PrismicDocument>(locale: Locale, type: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.prismic);
  try {
    return (await prismicClient(locale).getSingle(type)) as T;
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null;
    throw error;
  }
}

export async function getDocumentByUid<T extends prismic.PrismicDocument>(
  locale: Locale,
  type: string,
  uid: string,
) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.prismic);
  try {
    return (await prismicClient(locale).getByUID(type, uid)) as T;
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null;
    throw error;
  }
}
