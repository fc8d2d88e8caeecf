/**
 * Lower case without accents, so "Écharpe" is found by "echarpe". Composed again afterwards: kana
 * decomposed for the accents (バ into ハ and a voicing mark) must stay one letter, else バッグ would
 * read as ハ and ック.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

export function wordsOf(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Whether a word is written in Chinese or Japanese, where compounds are written without spaces. */
export function isCjk(word: string): boolean {
  return cjk.test(word);
}

/**
 * Whether a query word finds a text word: the same word, its plural, or - for the word being typed
 * (`prefix`) - any word it begins. A Japanese or Chinese word is found anywhere inside a text word
 * (バッグ in トートバッグ).
 */
export function wordMatches(textWord: string, queryWord: string, prefix: boolean): boolean {
  if (textWord === queryWord) return true;
  if (isCjk(queryWord)) return textWord.includes(queryWord);
  if (!textWord.startsWith(queryWord)) return false;
  return prefix || ['s', 'es'].includes(textWord.slice(queryWord.length));
}

/** Whether `phrase` occurs in `text` as whole words (a one-word phrase may be a plural). */
export function containsPhrase(text: string, phrase: string, prefix = false): boolean {
  const haystack = wordsOf(text);
  const needle = wordsOf(phrase);
  if (needle.length === 0) return true;
  return haystack.some((_, start) =>
    needle.every((word, i) => {
      const candidate = haystack[start + i];
      return candidate !== undefined && wordMatches(candidate, word, prefix && i === needle.length - 1);
    }),
  );
}
