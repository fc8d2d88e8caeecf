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

/**
 * The master ref a refused query's answer names: Prismic answers a ref it no longer serves (a publish
 * between the ref's lookup and the query) with 404 or 410 and the current master ref in its message,
 * which @prismicio/client retries with too. Null for any other answer.
 */
export async function masterRefNamedBy(response: {
  status: number;
  json(): Promise<unknown>;
}): Promise<string | null> {
  if (response.status !== 404 && response.status !== 410) return null;
  const body = z.object({ message: z.string() }).safeParse(await response.json().catch(() => null));
  const named = body.success ? /master ref is: (\S+)$/i.exec(body.data.message)?.[1] : undefined;
  const ref = refShape.safeParse(named);
  return ref.success ? ref.data : null;
}
