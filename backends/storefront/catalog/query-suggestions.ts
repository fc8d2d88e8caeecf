import type { StorefrontContext } from '../context';
import { escapeHtml } from '../../http';
import type { ProductFacts } from './facts';
import { completionWords, relevance, type SearchableField } from './search';
import { isCjk, wordMatches, wordsOf } from './text-match';
import { suggestionDistance } from './typos';

interface Candidate {
  word: string;
  /** 0 the word as typed, 1 a word it begins, 2 a compound holding it, then 3 + edits. */
  rank: number;
}

/** Candidates kept for each word before the last, and for the word being typed. */
const perWord = 3;
const perTypedWord = 10;

/**
 * The catalogue's words that may stand for a typed one, best first: the word itself, then (for the
 * word being typed) the words it begins, then the compounds holding a Japanese or Chinese word, then
 * near spellings. A word the catalogue has as typed is not replaced.
 */
function candidatesFor(typed: string, vocabulary: ReadonlySet<string>, completing: boolean): Candidate[] {
  const found: Candidate[] = [];
  for (const word of vocabulary) {
    if (word === typed || (!completing && wordMatches(word, typed, false) && !isCjk(typed))) {
      found.push({ word, rank: 0 });
    } else if (completing && word.startsWith(typed)) {
      found.push({ word, rank: 1 });
    } else if (isCjk(typed) && word.includes(typed)) {
      found.push({ word, rank: 2 });
    } else {
      const edits = suggestionDistance(word, typed);
      if (edits !== undefined) found.push({ word, rank: 3 + edits });
    }
  }
  if (!completing && found.some((c) => c.rank === 0)) return [{ word: typed, rank: 0 }];
  found.sort((a, b) => a.rank - b.rank || a.word.length - b.word.length || a.word.localeCompare(b.word));
  return found.slice(0, completing ? perTypedWord : perWord);
}

/** Every phrase of one candidate per word, with its summed rank. */
function phrasesOf(candidates: Candidate[][]): { words: string[]; rank: number }[] {
  return candidates.reduce<{ words: string[]; rank: number }[]>(
    (phrases, options) =>
      phrases.flatMap((phrase) =>
        options.map((c) => ({ words: [...phrase.words, c.word], rank: phrase.rank + c.rank })),
      ),
    [{ words: [], rank: 0 }],
  );
}

/** The typed part marked, as Shopify's styledText does for a completion; other words as they are. */
function styled(words: readonly string[], typed: readonly string[]): string {
  return words
    .map((word, i) => {
      const own = typed[i] ?? '';
      return word.startsWith(own) && own
        ? `<mark>${escapeHtml(own)}</mark>${escapeHtml(word.slice(own.length))}`
        : escapeHtml(word);
    })
    .join(' ');
}

/**
 * `predictiveSearch` queries: phrases made of the catalogue's own words (Shopify: "based on the words
 * and phrases from your product catalog") that complete the word being typed or stand for a misspelt
 * one, each finding at least one product; the nearest first.
 */
export function querySuggestions(
  ctx: StorefrontContext,
  query: string,
  catalogue: readonly ProductFacts[],
  fields: readonly SearchableField[],
) {
  const typed = wordsOf(query);
  if (typed.length === 0) return [];
  const vocabulary = new Set(catalogue.flatMap((f) => completionWords(ctx, f, fields)));
  const candidates = typed.map((word, i) => candidatesFor(word, vocabulary, i === typed.length - 1));
  if (candidates.some((c) => c.length === 0)) return [];
  const options = { fields, prefixLast: false, forgiving: false };
  return phrasesOf(candidates)
    .map((phrase) => ({ ...phrase, text: phrase.words.join(' ') }))
    .filter(({ text }) => catalogue.some((f) => relevance(ctx, f, text, options) > 0))
    .sort((a, b) => a.rank - b.rank || a.text.localeCompare(b.text))
    .map(({ words, text }) => ({ text, styledText: styled(words, typed), trackingParameters: null }));
}
