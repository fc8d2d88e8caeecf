// @ts-check
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { NextPageCache } from './next-cache-handlers.mjs';
import { commandTimeoutMs, sharedRedis } from './redis.mjs';
import { renderedDuringOutage } from './request-notes.mjs';

/**
 * Next's `cacheHandler`: prerendered and regenerated pages and route responses (the ISR cache;
 * docs/adr/0010-scale-out.md). Without REDIS_URL it is Next's own handler, in memory with
 * isrFlushToDisk off (docs/adr/0001), as before. With it, @fortedigital/nextjs-cache-handler keeps the
 * entries in Redis and a revalidated tag deletes every entry that carries it, for every instance.
 *
 * Redis down: its handler throws at once (the client has no offline queue), which the library treats
 * as a miss: the page is rendered, and the write is dropped.
 *
 * A page rendered with the error block in place of what a provider could not answer is never stored,
 * either way (server/unavailable-status.ts): its next read renders it again.
 */
const client = sharedRedis();

if (client) {
  CacheHandler.onCreation(() => ({
    handlers: [
      createRedisHandler({
        // The library's client type is node-redis' own, which this is.
        client: /** @type {any} */ (client),
        keyPrefix: 'maison:pages:',
        timeoutMs: commandTimeoutMs,
      }),
    ],
  }));
}

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
