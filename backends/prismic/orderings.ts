import type { StoredDocument } from './documents';
import { parsingError } from './errors';
import { resolvePath, type PathReader } from './field-paths';
import type { ContentModels } from './models';

type Comparator = (a: StoredDocument, b: StoredDocument) => number;

/**
 * Parses `orderings=[my.product.price desc,document.first_publication_date]` into one comparator.
 * Documents without a value for a key (or of another type) sort after those with one; ties fall
 * back to the document id so pages never overlap.
 */
export function compileOrderings(param: string | null, models: ContentModels): Comparator {
  const keys: { read: PathReader; descending: boolean }[] = [];
  if (param) {
    const inner = /^\[(.*)\]$/s.exec(param.trim())?.[1] ?? param;
    for (const part of inner
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [path = '', direction = 'asc', ...extra] = part.split(/\s+/);
      if (extra.length || (direction !== 'asc' && direction !== 'desc'))
        throw parsingError(`unexpected ordering '${part}'`, 'orderings', param);
      const read = resolvePath(path, models)?.read;
      if (!read) throw parsingError(`unexpected field '${path}'`, 'orderings', param);
      keys.push({ read, descending: direction === 'desc' });
    }
  }
  return (a, b) => {
    for (const { read, descending } of keys) {
      const order = compareValues(first(read(a)), first(read(b)), descending);
      if (order) return order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

function first(values: unknown[] | null): string | number | boolean | undefined {
  const value = values?.[0];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined;
}

function compareValues(
  a: string | number | boolean | undefined,
  b: string | number | boolean | undefined,
  descending: boolean,
): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const order = typeof a === 'string' && typeof b === 'string' ? a.localeCompare(b) : a < b ? -1 : 1;
  return descending ? -order : order;
}
