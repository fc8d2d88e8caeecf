import type { Db } from '../db';
import { searchSynonyms } from './data/search-synonyms';

export function insertSearchSynonyms(db: Db): void {
  for (const [language, groups] of Object.entries(searchSynonyms)) {
    for (const [index, terms] of groups.entries()) {
      for (const term of terms) {
        db.run('INSERT INTO search_synonyms VALUES (?, ?, ?)', [language, index + 1, term]);
      }
    }
  }
}
