import 'server-only';

/**
 * Storefront reads the proxy starts for a never-seen listing or search state, which the render would
 * reach only after the page's shell; the render takes the answer on its way (docs/adr/0039). One per operation and variables, taken once, kept a few seconds at most, never served
 * later as fresh data. On globalThis: the proxy and the App Router are bundled apart.
 */
const keptMs = 3000;
/** Far above the reads a few seconds of first reads start, so a flood cannot grow it. */
const maxKept = 200;

interface Kept {
  answer: Promise<unknown>;
  until: number;
}

const store = globalThis as { __shopStorefrontReadsAhead?: Map<string, Kept> };
const kept = (store.__shopStorefrontReadsAhead ??= new Map());

/** Variables as one string whatever the order their keys were written in. */
function keyOf(operation: string, variables: unknown): string {
  return `${operation}\u0000${JSON.stringify(variables, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )}`;
}

/** Keeps a read's answer for the render that will ask for the same read. */
export function keepReadAhead(operation: string, variables: unknown, answer: Promise<unknown>): void {
  const key = keyOf(operation, variables);
  // A render that took the read sees its failure; a failed read still kept is dropped, so a render
  // that comes after it (a reload once the backend answers again) sends its own.
  answer.catch(() => {
    if (kept.get(key)?.answer === answer) kept.delete(key);
  });
  const now = performance.now();
  for (const [other, read] of kept) if (read.until <= now || kept.size >= maxKept) kept.delete(other);
  kept.set(key, { answer, until: now + keptMs });
}

/** The answer of the same read started ahead, once, if it was started in the last few seconds. */
export function takeReadAhead(operation: string, variables: unknown): Promise<unknown> | undefined {
  const key = keyOf(operation, variables);
  const read = kept.get(key);
  if (!read) return undefined;
  kept.delete(key);
  return read.until > performance.now() ? read.answer : undefined;
}
