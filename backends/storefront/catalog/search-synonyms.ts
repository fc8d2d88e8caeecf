import type { Db } from '../../db';
import { wordsOf } from './text-match';

/**
 * The merchant's synonym groups in one language: each term (as search reads it) with the other terms
 * of its groups.
 */
export function synonymBook(db: Db, language: string): ReadonlyMap<string, readonly string[]> {
  const rows = db.all<{ group_id: number; term: string }>(
    'SELECT group_id, term FROM search_synonyms WHERE language = ? ORDER BY group_id, term',
    [language.toLowerCase()],
  );
  const groups = new Map<number, string[]>();
  for (const row of rows) {
    // Search matches word by word: a term of several words is not one synonym.
    const words = wordsOf(row.term);
    if (words.length === 1) groups.set(row.group_id, [...(groups.get(row.group_id) ?? []), words[0]!]);
  }
  const book = new Map<string, string[]>();
  for (const terms of groups.values()) {
    for (const term of terms) {
      book.set(term, [...(book.get(term) ?? []), ...terms.filter((other) => other !== term)]);
    }
  }
  return book;
}
