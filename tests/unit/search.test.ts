import { describe, expect, it } from 'vitest';
import {
  announcerClearMs,
  moveActive,
  normaliseQuery,
  pageJump,
  resultsStatus,
  statusDebounceMs,
  wordsToPredict,
} from '../../lib/search';

describe('spec §9 listbox numbers', () => {
  it('status debounce 200 ms, announcer cleared after 500 ms, Page Up/Down by 10', () => {
    expect(statusDebounceMs).toBe(200);
    expect(announcerClearMs).toBe(500);
    expect(pageJump).toBe(10);
  });

  it('arrows move by one and wrap around', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(2);
  });

  it('Page Down and Page Up move by 10 and stop at the ends', () => {
    expect(moveActive(0, 'PageDown', 25)).toBe(10);
    expect(moveActive(20, 'PageDown', 25)).toBe(24);
    expect(moveActive(-1, 'PageDown', 25)).toBe(10);
    expect(moveActive(15, 'PageUp', 25)).toBe(5);
    expect(moveActive(4, 'PageUp', 25)).toBe(0);
  });

  it('no option, no active one', () => {
    expect(moveActive(3, 'ArrowDown', 0)).toBe(-1);
  });
});

describe('spec §8 screen-reader messages', () => {
  const messages = {
    none: 'No results are available.',
    one: '{count} result is available, use up and down arrow keys to navigate. Press Enter key to select.',
    other:
      '{count} results are available, use up and down arrow keys to navigate. Press Enter key to select.',
  };
  const english = new Intl.PluralRules('en-US');

  it('says so when there is nothing', () => {
    expect(resultsStatus(0, messages, english)).toBe('No results are available.');
  });

  it('counts one and many', () => {
    expect(resultsStatus(1, messages, english)).toBe(
      '1 result is available, use up and down arrow keys to navigate. Press Enter key to select.',
    );
    expect(resultsStatus(7, messages, english)).toBe(
      '7 results are available, use up and down arrow keys to navigate. Press Enter key to select.',
    );
  });
});

describe('search query', () => {
  it('is trimmed, collapsed, cut to 100 characters, first of repeated values', () => {
    expect(normaliseQuery('  robe   en  soie ')).toBe('robe en soie');
    expect(normaliseQuery(['robe', 'parfum'])).toBe('robe');
    expect(normaliseQuery(undefined)).toBe('');
    expect(normaliseQuery('a'.repeat(150))).toHaveLength(100);
  });
});

describe('predictions wait for the input method', () => {
  it('keeps the words asked for while kana are composed, then asks for the composed words', () => {
    // ろ, ろー, ろーず typed with an input method: nothing is asked until ローズ is chosen.
    let asked = '';
    for (const value of ['ろ', 'ろー', 'ろーず']) asked = wordsToPredict(value, true, asked);
    expect(asked).toBe('');
    expect(wordsToPredict('ローズ', false, asked)).toBe('ローズ');
  });

  it('leaves the words already asked for in place while a further word is composed', () => {
    expect(wordsToPredict('バッグ こう', true, 'バッグ')).toBe('バッグ');
    expect(wordsToPredict('バッグ 香水 ', false, 'バッグ')).toBe('バッグ 香水');
  });

  it('asks for every edit made without an input method', () => {
    expect(wordsToPredict(' silk ', false, 'sil')).toBe('silk');
  });
});
