import 'server-only';

/**
 * Storefront reads started before the render that needs them (docs/adr/0019, addendum "reads ahead"):
 * the proxy knows a never-seen listing or search state's read as soon as the request arrives, while
 * the render reaches the same read only after rendering the page's shell. The render takes the
 * answer already on its way instead of sending the read again.
 *
 * One read per operation and variables, taken once, kept a few seconds at most: a read nobody takes
 * (the state's data was cached already) is dropped unanswered, never served later as fresh data.
 * Kept on globalThis: the proxy and the App Router are bundled apart, each with its own modules.
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
