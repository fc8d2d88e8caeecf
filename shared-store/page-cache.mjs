// @ts-check
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { NextPageCache } from './next-cache-handlers.mjs';
import { packEntry, unpackEntry } from './page-codec.mjs';
import { processPageStore } from './page-store.mjs';
import { commandTimeoutMs, sharedRedis } from './redis.mjs';
import { renderedDuringOutage } from './request-notes.mjs';

/**
 * Next's `cacheHandler`, the ISR cache (docs/adr/0010-scale-out.md): without REDIS_URL Next's own, in
 * memory, its store keeping entries compressed within a byte budget (page-store.mjs, docs/adr/0028);
 * with it, @fortedigital/nextjs-cache-handler in Redis, a revalidated tag expiring on every instance.
 * Redis down is a miss: the page is rendered, the write dropped. A page rendered with the error block
 * is never stored (server/unavailable-status.ts).
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

export default withoutOutagePages(client ? /** @type {any} */ (CacheHandler) : NextPageCache);
