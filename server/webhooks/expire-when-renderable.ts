import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { forgetMasterRefs, masterRefCacheMs } from '../prismic/client';
import { providersAnswer } from './providers-answer';

/** Who sent the change: a Prismic change also has to outlive every instance's cached master ref. */
export type ChangeSource = 'prismic' | 'shopify';

/** How often a deferred expiry asks whether the providers answer again. */
const providerRetryMs = 2000;

/** Tags whose expiry waits for the providers, by source, in this process. */
const pending = new Map<string, ChangeSource>();
let waiting = false;

/**
 * Expires the cached reads and pages of `tags` (docs/adr/0029). When the providers answer, at once, so a
 * publish is live on the next request (docs/adr/0001). When they do not, a page expired now could not
 * be rendered again and would answer 503 instead of its last good version: the expiry waits, behind
 * the answer, until they answer, and webhooks that come meanwhile join it.
 */
export async function expireWhenRenderable(
  tags: string[],
  source: ChangeSource,
): Promise<'expired' | 'deferred'> {
  if (tags.length === 0) return 'expired';
  if (!waiting && (await providersAnswer())) {
    expire(tags, source);
    if (source === 'prismic') after(() => expireAgainOnceMasterRefsAged(tags));
    return 'expired';
  }
  for (const tag of tags) if (pending.get(tag) !== 'prismic') pending.set(tag, source);
  if (!waiting) {
    waiting = true;
    after(expireOnceProvidersAnswer);
  }
  return 'deferred';
}

function expire(tags: string[], source: ChangeSource) {
  if (source === 'prismic') forgetMasterRefs();
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** The same tags once more, once no instance's cached master ref predates the change (server/prismic/client.ts). */
async function expireAgainOnceMasterRefsAged(tags: string[]) {
  await new Promise((resolve) => setTimeout(resolve, masterRefCacheMs + 1000));
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

async function expireOnceProvidersAnswer() {
  let prismicTags: string[] = [];
  try {
    while (!(await providersAnswer())) await new Promise((resolve) => setTimeout(resolve, providerRetryMs));
    const batch = [...pending];
    pending.clear();
    prismicTags = batch.filter(([, source]) => source === 'prismic').map(([tag]) => tag);
    if (prismicTags.length > 0) forgetMasterRefs();
    for (const [tag] of batch) revalidateTag(tag, { expire: 0 });
    console.log(`[revalidate] the providers answer again: ${batch.length} deferred tags expired`);
  } finally {
    // Whatever happened, the next webhook may expire or wait again: a wait that died must not make
    // every later webhook join it for the life of the process.
    waiting = false;
  }
  if (prismicTags.length > 0) await expireAgainOnceMasterRefsAged(prismicTags);
}
