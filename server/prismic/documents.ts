import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { documentTypes } from '@/lib/document-types';
import type { Locale } from '@/lib/markets';
import { cacheTags } from '../cache-tags';
import { localeInput, parseCachedInput, slugInput } from '../cached-input';
import { prismicClient } from './client';
import { withoutPrivateContent } from './private-content';

const singleInput = z.tuple([localeInput, z.enum(documentTypes)]);
const byUidInput = z.tuple([localeInput, z.enum(documentTypes), slugInput]);

/**
 * Cached Prismic reads. Every read carries the `prismic` tag, which the Prismic webhook invalidates,
 * so a publish is live on the next request. Private content never enters the cache
 * (server/prismic/private-content.ts).
 */
export async function getSingleDocument<T extends prismic.PrismicDocument>(locale: Locale, type: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.prismic);
  const input = parseCachedInput(singleInput, [locale, type]);
  if (!input) return null;
  return orNull(async () => withoutPrivateContent((await prismicClient(input[0]).getSingle(input[1])) as T));
}

export async function getDocumentByUid<T extends prismic.PrismicDocument>(
  locale: Locale,
  type: string,
  uid: string,
) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.prismic);
  const input = parseCachedInput(byUidInput, [locale, type, uid]);
  if (!input) return null;
  return orNull(async () =>
    withoutPrivateContent((await prismicClient(input[0]).getByUID(input[1], input[2])) as T),
  );
}

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null;
    throw error;
  }
}
