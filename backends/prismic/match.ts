import type { StoredDocument } from './documents';
import { parsingError } from './errors';
import { allText, resolvePath, type PathReader } from './field-paths';
import type { ContentModels } from './models';
import type { Predicate, PredicateValue } from './predicates';

export type DocumentMatcher = (document: StoredDocument) => boolean;

/**
 * Turns a parsed predicate into a test on documents. Predicates this backend does not implement
 * (similar, geopoint, date.*) answer 400 rather than an approximation.
 */
export function compilePredicate(
  predicate: Predicate,
  models: ContentModels,
  queryText: string,
): DocumentMatcher {
  const fail = (message: string): never => {
    throw parsingError(message, 'q', queryText);
  };
  const { name, path, args } = predicate;
  if (name === 'fulltext' && path === 'document') {
    const terms = searchTerms(args[0]) ?? fail('fulltext expects a string');
    return (document) => containsTerms(allText([document.uid, document.data]), terms);
  }
  if (!path) return fail(`predicate '${name}' is not supported by the local Prismic backend`);
  const read: PathReader = resolvePath(path, models)?.read ?? fail(`unexpected field '${path}'`);
  const on = (test: (values: unknown[]) => boolean): DocumentMatcher => {
    return (document) => {
      const values = read(document);
      return values !== null && test(values);
    };
  };

  switch (name) {
    case 'at': {
      const [expected] = args;
      if (expected === undefined) return fail('at expects a value');
      // at(document.tags, [...]) means "has every one of these tags".
      if (Array.isArray(expected)) return on((values) => expected.every((item) => values.includes(item)));
      return on((values) => values.includes(expected));
    }
    case 'not': {
      const [unwanted] = args;
      if (unwanted === undefined) return fail('not expects a value');
      return on((values) => !values.includes(unwanted));
    }
    case 'any':
    case 'in': {
      const [list] = args;
      if (!Array.isArray(list)) return fail(`${name} expects a list of values`);
      return on((values) => values.some((value) => list.includes(value as PredicateValue)));
    }
    case 'fulltext': {
      const terms = searchTerms(args[0]) ?? fail('fulltext expects a string');
      return on((values) => containsTerms(allText(values), terms));
    }
    case 'has':
      return on((values) => values.length > 0);
    case 'missing':
      return on((values) => values.length === 0);
    case 'number.lt':
    case 'number.gt':
    case 'number.inRange': {
      const bounds = args.filter((arg): arg is number => typeof arg === 'number');
      if (bounds.length !== (name === 'number.inRange' ? 2 : 1)) return fail(`${name} expects numbers`);
      const [low = 0, high = 0] = bounds;
      const test = (value: number) =>
        name === 'number.lt'
          ? value < low
          : name === 'number.gt'
            ? value > low
            : value >= low && value <= high;
      return on((values) => values.some((value) => typeof value === 'number' && test(value)));
    }
    default:
      return fail(`predicate '${name}' is not supported by the local Prismic backend`);
  }
}

function searchTerms(arg: PredicateValue | undefined): string[] | null {
  if (typeof arg !== 'string') return null;
  return normalize(arg).split(/\s+/).filter(Boolean);
}

function containsTerms(texts: string[], terms: string[]): boolean {
  const haystack = normalize(texts.join(' '));
  return terms.every((term) => haystack.includes(term));
}

/** Case- and accent-insensitive, so "robe" finds "Robe" and "parfum" finds "PARFUM". */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
