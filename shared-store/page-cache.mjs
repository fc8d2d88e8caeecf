// @ts-check
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { NextPageCache } from './next-cache-handlers.mjs';
import { packEntry, unpackEntry } from './page-codec.mjs';
import { processPageStore } from './page-store.mjs';
import { commandTimeoutMs, sharedRedis } from './redis.mjs';
import { providerFailedWithin, renderedDuringOutage } from './request-notes.mjs';

/**
 * Next's `cacheHandler`: prerendered and regenerated pages and route responses (the ISR cache;
 * docs/adr/0010-scale-out.md). Without REDIS_URL it is Next's own handler, in memory with
 * isrFlushToDisk off (docs/adr/0001), its memory store replaced by one that keeps each entry
 * compressed within a byte budget (page-store.mjs, docs/adr/0028). With it,
 * @fortedigital/nextjs-cache-handler keeps the entries in Redis, compressed the same way, and a
 * revalidated tag deletes every entry that carries it, for every instance.
 *
 * Redis down: its handler throws at once (the client has no offline queue), which the library treats
 * as a miss: the page is rendered, and the write is dropped.
 *
 * A page rendered with the error block in place of what a provider could not answer is never stored,
 * either way (server/unavailable-status.ts): its next read renders it again.
 */
const client = sharedRedis();

/**
 * Redis keeps strings: the packed entry in base64. The library hands over and expects the entry's
 * byte arrays as base64 themselves; they are packed as bytes, which brotli compresses far better.
 */
const compressedForRedis = {
  /** @param {any} entry */
  serialize: (entry) =>
    packEntry(withBase64(entry, (text) => Buffer.from(text, 'base64'))).toString('base64'),
  /** @param {string} stored */
  deserialize: (stored) =>
    withBase64(unpackEntry(Buffer.from(stored, 'base64')), (bytes) => bytes.toString('base64')),
};

/**
 * The fields of a cached route or page that the Redis library turns to and from base64.
 * @param {any} entry
 * @param {(field: any) => any} convert
 */
function withBase64(entry, convert) {
  const value = entry?.value;
  if (value?.kind === 'APP_ROUTE' && value.body) value.body = convert(value.body);
  if (value?.kind === 'APP_PAGE') {
    if (value.rscData) value.rscData = convert(value.rscData);
    if (value.segmentData)
      value.segmentData = Object.fromEntries(
        Object.entries(value.segmentData).map(([path, data]) => [path, convert(data)]),
      );
  }
  return entry;
}

if (client) {
  CacheHandler.onCreation(() => ({
    handlers: [
      createRedisHandler({
        // The library's client type is node-redis' own, which this is.
        client: /** @type {any} */ (client),
        keyPrefix: 'maison:pages:',
        timeoutMs: commandTimeoutMs,
        valueSerializer: compressedForRedis,
      }),
    ],
  }));
}

// Next's handler keeps its memory store in a private static field and creates it only when unset
// (a contract tests/unit/next-internals.test.ts checks).
if (!client)
  /** @type {{ memoryCache?: unknown }} */ (/** @type {unknown} */ (NextPageCache)).memoryCache ??=
    processPageStore();

/** @param {typeof NextPageCache} Handler */
function withoutOutagePages(Handler) {
  return class PageCache extends Handler {
    /** @param {Parameters<NextPageCache['set']>} entry */
    async set(...entry) {
      if (!renderedDuringOutage()) await super.set(...entry);
    }
  };
}

/**
 * How long after a render caught a provider failure the pages a revalidation expired are still served
 * (the Retry-After a failed page sends): each such answer tries a new render behind it, which notes
 * the failure again while the provider is down and replaces the page once it answers.
 */
const keptThroughOutageMs = 30_000;

/**
 * A revalidation (a publish, a product webhook) expires pages by their tags. While the providers
 * cannot render them again, the last good version stays served, as stale: Next answers with it and
 * renders the page anew behind the answer (docs/adr/0028). Without an outage, an expired page is
 * rendered before it is answered, so a publish is live on the next request (docs/adr/0001).
 * @param {typeof NextPageCache} Handler
 */
function keptThroughOutages(Handler) {
  return class PageCache extends Handler {
    /** @param {Parameters<NextPageCache['get']>} read */
    async get(...read) {
      const entry = await super.get(...read);
      if (entry || !providerFailedWithin(keptThroughOutageMs)) return entry;
      const kept = processPageStore().get(read[0]);
      const revalidate = kept?.cacheControl?.revalidate;
      if (!kept?.value || typeof revalidate !== 'number') return entry;
      // Just past its revalidate time and before its expire time: stale, answered, and rendered again.
      return { ...kept, lastModified: Date.now() - revalidate * 1000 - 1 };
    }
  };
}

export default client
  ? withoutOutagePages(/** @type {any} */ (CacheHandler))
  : keptThroughOutages(withoutOutagePages(NextPageCache));
