import type { ContentSnapshot } from './content-store';
import type { StoredDocument } from './documents';
import { invalidParameter } from './errors';
import { masterLanguage } from './languages';
import { compilePredicate } from './match';
import { compileOrderings } from './orderings';
import { parseQuery } from './predicates';
import { presentDocument } from './present';
import { parseRoutes } from './routes';

const maxPageSize = 100;
const defaultPageSize = 20;

/**
 * `GET /api/v2/documents/search`: filters (q), language, orderings, pagination and route
 * resolution over the documents of the ref asked for (`snapshot`: the master content, or a preview
 * session's, drafts included: preview.ts). fetchLinks, graphQuery and integrationFieldsRef are
 * accepted and have no effect.
 */
export function searchDocuments(snapshot: ContentSnapshot, requestUrl: URL, origin: string) {
  const params = requestUrl.searchParams;

  const page = integerParam(params.get('page'), 1, 'page');
  const pageSize = integerParam(params.get('pageSize'), defaultPageSize, 'pageSize');
  if (pageSize > maxPageSize) throw invalidParameter(`pageSize must be between 1 and ${maxPageSize}`);

  const matchers = params
    .getAll('q')
    .flatMap((text) =>
      parseQuery(text).map((predicate) => compilePredicate(predicate, snapshot.models, text)),
    );
  const lang = params.get('lang') ?? masterLanguage;
  const compare = compileOrderings(params.get('orderings'), snapshot.models);
  const routes = parseRoutes(params.get('routes'));

  const matching = snapshot.documents
    .filter((document) => lang === '*' || document.lang === lang)
    .filter((document) => matchers.every((matches) => matches(document)))
    .sort(compare);
  const totalPages = Math.ceil(matching.length / pageSize);
  const results = matching.slice((page - 1) * pageSize, page * pageSize);

  const pageUrl = (number: number) => {
    const url = new URL(requestUrl.pathname + requestUrl.search, origin);
    url.searchParams.set('page', String(number));
    return url.toString();
  };
  const hrefOf = (document: StoredDocument) => {
    const url = new URL(requestUrl.pathname, origin);
    url.searchParams.set('ref', snapshot.ref);
    url.searchParams.set('q', `[[at(document.id, "${document.id}")]]`);
    url.searchParams.set('lang', '*');
    return url.toString();
  };
  const options = { snapshot, origin, routes, brokenRoute: params.get('brokenRoute'), hrefOf };

  return {
    page,
    results_per_page: pageSize,
    results_size: results.length,
    total_results_size: matching.length,
    total_pages: totalPages,
    next_page: page < totalPages ? pageUrl(page + 1) : null,
    prev_page: page > 1 ? pageUrl(page - 1) : null,
    results: results.map((document) => presentDocument(document, options)),
    version: snapshot.ref,
    license: 'All Rights Reserved',
  };
}

function integerParam(value: string | null, fallback: number, name: string): number {
  if (value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw invalidParameter(`${name} must be a positive integer`);
  return number;
}
