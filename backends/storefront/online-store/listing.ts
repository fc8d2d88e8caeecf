import { badRequest, unsupported } from '../catalog/errors';
import { paginate, type PageArgs } from '../catalog/connection';

export type ListArgs = PageArgs & {
  reverse?: boolean | null;
  sortKey?: string | null;
  query?: string | null;
};

/**
 * One page of seeded online-store objects in one of the sort orders Shopify offers for them. A search
 * `query` is refused loudly: these few objects are listed whole, and matching Shopify's search syntax
 * for them is not modelled.
 */
export function listing<T extends { id: string }>(
  items: readonly T[],
  args: ListArgs,
  sortKeys: Record<string, (item: T) => string>,
  what: string,
) {
  if (args.query) throw unsupported(`${what}(query:)`);
  const key = args.sortKey ?? 'ID';
  const sortBy = key === 'ID' ? (item: T) => item.id.padStart(40, '0') : sortKeys[key];
  if (!sortBy) throw badRequest(`Sort key ${key} is not supported for ${what} by the local backend`);
  const sorted = [...items].sort((a, b) => sortBy(a).localeCompare(sortBy(b)));
  return paginate(args.reverse ? sorted.reverse() : sorted, (item) => item.id, args);
}
