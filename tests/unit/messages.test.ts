import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/lib/markets';
import { validationMessageKeys } from '@/lib/validation/shared';

type Messages = { [key: string]: string | Messages };
const folder = join(process.cwd(), 'messages');

function load(language: string): Messages {
  const files = readdirSync(join(folder, language)).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [file.slice(0, -5), JSON.parse(readFileSync(join(folder, language, file), 'utf8'))]),
  );
}

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('messages', () => {
  const reference = keysOf(load('en')).sort();

  it.each(supportedLanguages.filter((l) => l !== 'en'))('%s has every key of en and no other', (language) => {
    expect(keysOf(load(language)).sort()).toEqual(reference);
  });

  it('has the form validation messages of spec §5 in French, English, Spanish, German, Dutch and Italian', () => {
    for (const language of ['fr', 'en', 'es', 'de', 'nl', 'it', 'ja']) {
      const keys = keysOf(load(language));
      expect(
        validationMessageKeys.filter((key) => !keys.includes(key)),
        language,
      ).toEqual([]);
    }
  });

  it('words every alert of the catalogue (spec §8) in the seven languages of the form messages', () => {
    const alerts = keysOf(load('en')).filter((key) => key.startsWith('alerts.'));
    for (const language of ['de', 'nl', 'it']) {
      const keys = keysOf(load(language));
      expect(
        alerts.filter((key) => !keys.includes(key)),
        language,
      ).toEqual([]);
    }
  });

  it('has no empty message anywhere', () => {
    for (const language of readdirSync(folder)) {
      const messages = load(language);
      const empty = keysOf(messages).filter((key) => {
        const value = key
          .split('.')
          .reduce<Messages | string>((node, part) => (node as Messages)[part]!, messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, language).toEqual([]);
    }
  });
});
