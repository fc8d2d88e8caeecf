import { badRequest } from './errors';

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** Shopify's ceiling on a page of any connection. */
const maxPageSize = 250;

/**
 * One page of an already sorted list, Relay style. Cursors are opaque base64 of the item's key, as
 * Shopify's are base64 of {last_id, ...}; a cursor that names no item of the list is refused, since
 * Shopify refuses a cursor of another sort.
 */
export function paginate<T>(
  items: readonly T[],
  keyOf: (item: T) => string | number,
  args: PageArgs,
): Connection<T> {
  const { first, last } = args;
  if (first == null && last == null) throw badRequest('you must provide one of first or last');
  for (const [name, size] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (size != null && (size < 0 || size > maxPageSize)) {
      throw badRequest(
        `The value of the argument \`${name}\` must be between 0 and ${maxPageSize}, got ${size}`,
      );
    }
  }
  const position = (cursor: string): number => {
    const key = decodeCursor(cursor);
    const index = key === undefined ? -1 : items.findIndex((item) => String(keyOf(item)) === key);
    if (index < 0) throw badRequest(`Invalid cursor ${cursor}`);
    return index;
  };
  let from = args.after != null ? position(args.after) + 1 : 0;
  let to = args.before != null ? position(args.before) : items.length;
  to = Math.max(from, to);
  if (first != null) to = Math.min(to, from + first);
  if (last != null) from = Math.max(from, to - last);

  const page = items.slice(from, to);
  const edges = page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: to < items.length,
      hasPreviousPage: from > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function encodeCursor(key: string | number): string {
  return Buffer.from(JSON.stringify({ last_id: key })).toString('base64');
}

function decodeCursor(cursor: string): string | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown };
    return parsed.last_id === undefined ? undefined : String(parsed.last_id);
  } catch {
    return undefined;
  }
}
