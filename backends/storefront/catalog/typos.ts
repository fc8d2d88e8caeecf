import { isCjk } from './text-match';

/**
 * Edits between two words (a letter changed, added or removed, or two neighbours swapped), counted
 * up to `max`: anything further answers max + 1.
 */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      row.push(best);
    }
    if (Math.min(...row) > max) return max + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length]![b.length]!, max + 1);
}

/** Shopify keeps the first four letters of a term as typed and tolerates a typo after them. */
const typedExactly = 4;

/**
 * Shopify's typo tolerance of storefront search: a text word differing from the query word by one
 * letter, or by two neighbouring letters swapped, when the query word's first four letters are
 * there as typed (so only terms of five letters or more). Not for Japanese or Chinese, where one
 * character is a word of its own.
 */
export function typoMatches(textWord: string, queryWord: string): boolean {
  if (queryWord.length <= typedExactly || isCjk(queryWord)) return false;
  if (!textWord.startsWith(queryWord.slice(0, typedExactly))) return false;
  return editDistance(textWord, queryWord, 1) === 1;
}

/**
 * How far a catalogue word may be from a typed one to be offered instead ("did you mean"): Shopify
 * documents no figure for its query suggestions, so the emulator keeps the first letter and allows one
 * edit in a word of four letters or more, two from eight letters.
 */
function suggestionEdits(queryWord: string): number {
  if (isCjk(queryWord)) return 0;
  return queryWord.length >= 8 ? 2 : queryWord.length >= 4 ? 1 : 0;
}

/** The edits from a typed word to a catalogue word offered in its place; undefined when too far. */
export function suggestionDistance(textWord: string, queryWord: string): number | undefined {
  const max = suggestionEdits(queryWord);
  if (max === 0 || textWord[0] !== queryWord[0]) return undefined;
  const distance = editDistance(textWord, queryWord, max);
  return distance <= max ? distance : undefined;
}
