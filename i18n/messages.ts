import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultLocale, localeConfig, type Language } from '@/lib/markets';

/**
 * The message folders the shop loads, by language: a fixed map, so no file path is ever built from an
 * argument. A `'use cache'` function is reachable from outside as a server reference (ADR 0003), so the
 * argument is only ever used as a key of this map; anything else gets the default language.
 */
const messageFolders: Readonly<Record<Language, string>> = {
  en: join('messages', 'en'),
  fr: join('messages', 'fr'),
  es: join('messages', 'es'),
  ja: join('messages', 'ja'),
};

function folderOf(language: unknown): string {
  const known = typeof language === 'string' && Object.hasOwn(messageFolders, language);
  return messageFolders[known ? (language as Language) : localeConfig(defaultLocale).language];
}

/**
 * Messages live in one file per namespace and language (messages/{language}/{namespace}.json), so a
 * feature owns its own strings. They are merged into one object per language here.
 */
export async function loadMessages(language: Language): Promise<Record<string, unknown>> {
  // Cached so that prerendering sees no uncached I/O (Cache Components treats it as request data).
  'use cache';
  const folder = join(process.cwd(), folderOf(language));
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json'));
  const entries = await Promise.all(
    files.map(
      async (file) => [file.slice(0, -5), JSON.parse(await readFile(join(folder, file), 'utf8'))] as const,
    ),
  );
  return Object.fromEntries(entries);
}
