import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife } from 'next/cache';
import { z } from 'zod';
import { documentTypes } from '@/lib/document-types';
import type { Locale } from '@/lib/markets';
import { localeInput, parseCachedInput, slugInput } from '../cached-input';
import { prismicClient } from './client';
import { withoutPrivateContent } from './private-content';
import { tagPrismicRead } from './read-tags';

const singleInput = z.tuple([localeInput, z.enum(documentTypes)]);
const byUidInput = z.tuple([localeInput, z.enum(documentTypes), slugInput]);

/**
 * Cached Prismic reads, tagged with what can change them (server/prismic/read-tags.ts), which the
 * Prismic webhook expires: a publish is live on the next request of the pages that read it. Private
 * content never enters the cache (server/prismic/private-content.ts).
 */
export async function getSingleDocument<T extends prismic.PrismicDocument>(locale: Locale, type: string) {
  'use cache';
  cacheLife('hours');
  const input = parseCachedInput(singleInput, [locale, type]);
  if (!input) return null;
  const document = await orNull(async () =>
    withoutPrivateContent((await prismicClient(input[0]).getSingle(input[1])) as T),
  );
  tagPrismicRead({ types: [input[1]] }, [document]);
  return document;
}

export async function getDocumentByUid<T extends prismic.PrismicDocument>(
  locale: Locale,
  type: string,
  uid: string,
) {
  'use cache';
  cacheLife('hours');
  const input = parseCachedInput(byUidInput, [locale, type, uid]);
  if (!input) return null;
  const document = await orNull(async () =>
    withoutPrivateContent((await prismicClient(input[0]).getByUID(input[1], input[2])) as T),
  );
  tagPrismicRead({ type: input[1], uid: input[2] }, [document]);
  return document;
}

/**
 * A page's document in a preview session: read under the session's ref (drafts included) and never
 * cached, as draft mode already keeps the reads around it out of the cache.
 */
export async function getPreviewDocument<T extends prismic.PrismicDocument>(
  locale: Locale,
  type: string,
  uid: string | undefined,
  ref: string,
) {
  const client = prismicClient(locale);
  return orNull(async () =>
    withoutPrivateContent(
      (uid === undefined
        ? await client.getSingle(type, { ref })
        : await client.getByUID(type, uid, { ref })) as T,
    ),
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
