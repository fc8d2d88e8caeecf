import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Messages live in one file per namespace and language (messages/{language}/{namespace}.json), so a
 * feature owns its own strings. They are merged into one object per language here.
 */
export async function loadMessages(language: string): Promise<Record<string, unknown>> {
  // Cached so that prerendering sees no uncached I/O (Cache Components treats it as request data).
  'use cache';
  const folder = join(process.cwd(), 'messages', language);
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json'));
  const entries = await Promise.all(
    files.map(
      async (file) => [file.slice(0, -5), JSON.parse(await readFile(join(folder, file), 'utf8'))] as const,
    ),
  );
  return Object.fromEntries(entries);
}
