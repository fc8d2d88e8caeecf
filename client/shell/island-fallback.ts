import type { ComponentType } from 'react';

/**
 * A deferred island's import that cannot take the page down with it. Turbopack fetches a failed chunk
 * once more by itself; if that fails too (the connection dropped, or a page older than a deploy asks
 * for chunks the new one no longer serves), `next/dynamic` throws into the route's error boundary and
 * the whole page is swapped for the error page, what was typed with it. `Fallback` takes the island's
 * place instead (a line in the shopper's language, a plain form, or nothing), and the page stays.
 */
export function orFallback<Props>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: ComponentType<Props>,
): () => Promise<ComponentType<Props>> {
  return () => load().catch(() => Fallback);
}

/** The fallback of an island the page does without (a prompt, a measure, an extra). */
export function Nothing(): null {
  return null;
}
