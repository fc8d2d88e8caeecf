import { urlRedirects } from '../../seed/data/online-store';
import { unsupported } from '../catalog/errors';
import { gid } from '../ids';
import { listing, type ListArgs } from './listing';

const allRedirects = () =>
  urlRedirects.map((redirect, index) => ({
    __typename: 'UrlRedirect' as const,
    id: gid('UrlRedirect', index + 1),
    ...redirect,
  }));

/**
 * `urlRedirects(query:)` with the `path:` and `target:` filters Hydrogen's storefrontRedirect sends
 * (`path:/old`), matched exactly; any other filter is refused loudly.
 */
export function findUrlRedirects(args: ListArgs) {
  const filters = (args.query ?? '').match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  let redirects = allRedirects();
  for (const filter of filters) {
    const match = /^(path|target):"?([^"]*)"?$/.exec(filter);
    if (!match) throw unsupported(`urlRedirects(query: "${filter}")`);
    const [, field, value] = match as unknown as [string, 'path' | 'target', string];
    redirects = redirects.filter((redirect) => redirect[field].toLowerCase() === value.toLowerCase());
  }
  return listing(redirects, { ...args, query: null }, {}, 'urlRedirects');
}
