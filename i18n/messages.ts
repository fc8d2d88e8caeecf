import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, localeConfig, supportedLanguages, type Language } from '@/lib/markets';

/**
 * Messages live in one file per namespace and language (messages/{language}/{namespace}.json), so a
 * feature owns its own strings. They are read once, when the server loads this module, for the fixed
 * list of the shop's languages and merged into one object per language; a render only looks them up.
 * No file is ever read per request or from an argument, and nothing here is a `'use cache'` function
 * (those are reachable from outside: docs/adr/0003).
 */
function readLanguage(language: Language): Record<string, unknown> {
  const folder = join(process.cwd(), 'messages', language);
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [file.slice(0, -5), JSON.parse(readFileSync(join(folder, file), 'utf8'))]),
  );
}

const messages = new Map(supportedLanguages.map((language) => [language, readLanguage(language)]));

/** The messages of a language of the shop; any other value gets the default language's. */
export function loadMessages(language: Language): Record<string, unknown> {
  return messages.get(language) ?? messages.get(localeConfig(defaultLocale).language)!;
}
