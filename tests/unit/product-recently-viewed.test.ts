import { describe, expect, it } from 'vitest';
import {
  addRecentlyViewed,
  parseRecentlyViewed,
  recentlyViewedKey,
  recentlyViewedLimit,
  type RecentlyViewedEntry,
} from '@/lib/recently-viewed';

const entry = (handle: string): RecentlyViewedEntry => ({
  handle,
  title: handle,
  href: `/fr-fr/fashion/product/${handle}`,
  price: '690€',
  image: { url: `https://cdn.example/${handle}.jpg`, alt: handle },
});

describe('recently viewed products (spec §7.4: storage key per locale)', () => {
  it('keys the list by locale', () => {
    expect(recentlyViewedKey('fr-fr')).toBe('recently-viewed:fr-fr');
    expect(recentlyViewedKey('en-uk')).not.toBe(recentlyViewedKey('fr-fr'));
  });

  it('puts the viewed product first, once, and keeps at most the limit', () => {
    const list = ['a', 'b', 'c'].map(entry);
    expect(addRecentlyViewed(list, entry('b')).map((e) => e.handle)).toEqual(['b', 'a', 'c']);
    const full = Array.from({ length: recentlyViewedLimit }, (_, i) => entry(`p${i}`));
    const next = addRecentlyViewed(full, entry('new'));
    expect(next).toHaveLength(recentlyViewedLimit);
    expect(next[0]!.handle).toBe('new');
  });

  it('drops what storage holds that is not a valid entry, and never throws', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('{not json')).toEqual([]);
    expect(parseRecentlyViewed('{"handle":"a"}')).toEqual([]);
    const stored = JSON.stringify([
      entry('a'),
      { ...entry('b'), href: 'https://evil.example/' },
      { ...entry('c'), href: '//evil.example/' },
      { ...entry('d'), image: { url: 'javascript:alert(1)', alt: '' } },
      { ...entry('e'), image: null },
      42,
    ]);
    expect(parseRecentlyViewed(stored).map((e) => e.handle)).toEqual(['a', 'e']);
  });
});
