import 'server-only';
import { z } from 'zod';
import { slugFormat } from '@/lib/handles';
import { locales } from '@/lib/markets';

/**
 * Argument schemas of the cached reads. A `'use cache'` function is a server reference anyone could call
 * with arguments of their choice (ADR 0003): the proxy refuses such calls, and every cached read still
 * parses what it is given, so a bad argument (or a bad route parameter passed on) is a miss, never a
 * Prismic filter string or Storefront query built from it.
 */
export const localeInput = z.enum(locales);

/** Prismic uids and Shopify handles (lib/handles.ts). */
export const slugInput = z.string().regex(slugFormat);

/** A search as typed: bounded, so one cache entry never holds an essay. */
export const searchInput = z
  .string()
  .max(200)
  // A quote or backslash would end Prismic's fulltext filter string early; they carry no meaning there.
  .transform((value) => value.replace(/["\\]/g, ' ').trim())
  .pipe(z.string().min(1));

/** The parsed arguments, or null: the read then answers its "nothing" value. */
export function parseCachedInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> | null {
  const parsed = schema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
