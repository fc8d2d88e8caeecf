import 'server-only';
import type * as prismic from '@prismicio/client';
import { z } from 'zod';

/**
 * The client keeps the master ref 5 s only (server/prismic/client.ts), so a later query waits for a
 * read of it first, a second round trip in series (docs/adr/0040).
 * Here the query goes at once at the ref last seen, beside the read of the current one, and is sent
 * again only if the master moved: never older than the client's way, one round trip unless content was
 * published since.
 */

/** What a ref looks like (letters, digits, `~._:-`); anything else is read the client's way only. */
const refShape = z.string().regex(/^[\w~.:-]{1,200}$/);

let lastSeen: string | undefined;

/** The query's answer at the repository's current master ref, sent beside that ref's lookup. */
export async function atMasterRef<T>(client: prismic.Client, query: (ref: string) => Promise<T>): Promise<T> {
  const guess = lastSeen;
  const current = client.getMasterRef().then(({ ref }) => {
    const parsed = refShape.safeParse(ref);
    lastSeen = parsed.success ? parsed.data : undefined;
    return ref;
  });
  if (guess === undefined) return query(await current);
  const early = query(guess);
  // Awaited only when the guess is confirmed; otherwise its failure concerns nobody.
  early.catch(() => {});
  const ref = await current;
  return ref === guess ? early : query(ref);
}

/** A publish named a new master ref (a webhook): nothing is read at the old one again. */
export function forgetLastMasterRef(): void {
  lastSeen = undefined;
}
