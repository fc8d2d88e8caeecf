import 'server-only';
import type * as prismic from '@prismicio/client';
import { z } from 'zod';

/**
 * A Prismic query names the ref it reads at, and the client learns the master ref from a read of the
 * repository that it keeps 5 s only (server/prismic/client.ts): a query made later than that waits for
 * that read first, a second round trip in series (docs/adr/0019, issue 32's addendum on a search's
 * articles). Here the query is sent at once at the ref last seen, beside the read of the current one;
 * its answer is used only if that ref is still the master, else the query is sent again at the new
 * ref. So a read is never older than one made the client's way, and costs one round trip unless
 * content was published since.
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
