import type { StoredDocument } from './documents';
import { isObject } from './documents';
import { parsingError } from './errors';
import { masterLanguage } from './languages';

/** A route resolver as the client sends it in `routes` (https://prismic.io/docs/routes). */
export interface RouteResolver {
  type: string;
  path: string;
  uid?: string;
  lang?: string;
  /** Path keys read from a content relationship field: `{ category: 'category' }` fills `:category`. */
  resolvers?: Record<string, string>;
}

export function parseRoutes(param: string | null): RouteResolver[] {
  if (!param) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(param);
  } catch {
    throw parsingError('routes is not valid JSON', 'routes', param);
  }
  const routes = Array.isArray(parsed) ? parsed : [parsed];
  for (const route of routes) {
    if (!isObject(route) || typeof route.type !== 'string' || typeof route.path !== 'string')
      throw parsingError('each route needs a type and a path', 'routes', param);
  }
  return routes as RouteResolver[];
}

/**
 * The `url` of a document under the given routes: the most specific route for its type (one naming
 * its uid, then its lang, then a generic one), with `:uid`, `:lang`, `:lang?` (omitted for the
 * master language) and resolver keys filled in. Null when no route applies or a key has no value.
 */
export function resolveUrl(
  document: StoredDocument,
  routes: RouteResolver[],
  findDocument: (id: string) => StoredDocument | undefined,
): string | null {
  const candidates = routes.filter(
    (route) =>
      route.type === document.type &&
      (route.uid === undefined || route.uid === document.uid) &&
      (route.lang === undefined || route.lang === document.lang),
  );
  const specificity = (route: RouteResolver) => (route.uid ? 2 : 0) + (route.lang ? 1 : 0);
  const route = candidates.sort((a, b) => specificity(b) - specificity(a))[0];
  if (!route) return null;

  let unresolved = false;
  const path = route.path.replace(/:([A-Za-z_][\w]*)(\?)?/g, (_match, key: string, optional?: string) => {
    const value = pathValue(key, document, route, findDocument);
    const omitted = key === 'lang' && optional && document.lang === masterLanguage;
    if (omitted || (!value && optional)) return '';
    if (!value) unresolved = true;
    return value ?? '';
  });
  if (unresolved) return null;
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : '/';
}

function pathValue(
  key: string,
  document: StoredDocument,
  route: RouteResolver,
  findDocument: (id: string) => StoredDocument | undefined,
): string | null {
  if (key === 'uid') return document.uid;
  if (key === 'lang') return document.lang;
  const field = route.resolvers?.[key];
  if (!field) return null;
  const link = document.data[field];
  if (!isObject(link) || link.link_type !== 'Document' || typeof link.id !== 'string') return null;
  return findDocument(link.id)?.uid ?? null;
}
