import { describe, expect, it } from 'vitest';
import { formatPlural, pluralTemplates } from '@/lib/plural';

// The header cart label of messages/{en,fr}/header.json, formatted as next-intl would.
const english = (count: number) =>
  `Cart, ${count === 0 ? 'empty' : count === 1 ? `${count} item` : `${count} items`}`;
const french = (count: number) =>
  `Panier, ${count === 0 ? 'vide' : count <= 1 ? `${count} article` : `${count} articles`}`;

describe('counted labels in client islands', () => {
  it('keeps the exact-zero form and one template per plural category', () => {
    const templates = pluralTemplates(english, 'en-US');
    expect(templates).toEqual({
      '=0': 'Cart, empty',
      one: 'Cart, {count} item',
      other: 'Cart, {count} items',
    });
  });

  it('picks the form by the locale plural rules', () => {
    const en = pluralTemplates(english, 'en-US');
    expect([0, 1, 2, 12].map((count) => formatPlural(en, count, 'en-US'))).toEqual([
      'Cart, empty',
      'Cart, 1 item',
      'Cart, 2 items',
      'Cart, 12 items',
    ]);
    const fr = pluralTemplates(french, 'fr-FR');
    expect(formatPlural(fr, 1, 'fr-FR')).toBe('Panier, 1 article');
    expect(formatPlural(fr, 3, 'fr-FR')).toBe('Panier, 3 articles');
  });

  it('falls back to other for a category no small count reaches', () => {
    const ja = pluralTemplates((count) => (count === 0 ? 'カート、空' : `カート、${count}点`), 'ja-JP');
    expect(formatPlural(ja, 5, 'ja-JP')).toBe('カート、5点');
  });
});
