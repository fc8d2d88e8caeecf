// @ts-check
import { noteTagExpiry } from './content-changes.mjs';
import { createNextUseCacheHandler, nextDefaultMemoryBytes } from './next-cache-handlers.mjs';
import { attempt, sharedRedis } from './redis.mjs';

/**
 * Next's `cacheHandlers` for `'use cache'` (docs/adr/0010-scale-out.md): Next's own without REDIS_URL;
 * with it, entries and tag expirations in Redis so a `revalidateTag` reaches every instance (the library
 * covers only `cacheHandler`). Written to Next 16's CacheHandler interface and the built-in's rules.
 * Redis down: reads miss, writes are dropped, and the tags known from the last refresh still apply.
 */

/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry */
/** @typedef {{ stale?: number, expired?: number }} TagState */

const prefix = 'maison:use-cache:';
const tagsKey = `${prefix}tags`;
/** Redis keeps no entry longer than this, whatever its profile says (it also evicts by LRU). */
const maxTtlSeconds = 30 * 24 * 3600;

/**
 * Exported for its contract test (the methods of Next's own handler); Next reads the default export.
 * @returns {CacheHandler}
 */
export function redisUseCacheHandler() {
  /** Tag -> when it went stale / expires, as last read from Redis (or written here). */
  let tags = new Map(/** @type {[string, TagState][]} */ ([]));
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();
  /** @type {Promise<void> | null} */
  let refreshing = null;

  const now = () => performance.timeOrigin + performance.now();
  /** @param {string[]} entryTags @param {number} timestamp */
  const expiredSince = (entryTags, timestamp) =>
    entryTags.some((tag) => {
      const expired = tags.get(tag)?.expired;
      return typeof expired === 'number' && expired <= now() && expired > timestamp;
    });
  /** @param {string[]} entryTags @param {number} timestamp */
  const staleSince = (entryTags, timestamp) =>
    entryTags.some((tag) => (tags.get(tag)?.stale ?? 0) > timestamp);

  return {
    async get(cacheKey) {
      await pendingSets.get(cacheKey);
      /** @type {string | null} */
      const stored = await attempt((client) => client.get(prefix + cacheKey));
      if (!stored) return undefined;
      const { value, ...entry } = /** @type {Omit<CacheEntry, 'value'> & { value: string }} */ (
        JSON.parse(stored)
      );
      // Production rules of Next's own handler: past `revalidate` or behind an expired tag is a miss,
      // behind a stale tag is served once more and regenerated.
      if (now() > entry.timestamp + entry.revalidate * 1000) return undefined;
      if (expiredSince(entry.tags, entry.timestamp)) return undefined;
      const bytes = Buffer.from(value, 'base64');
      return {
        ...entry,
        revalidate: staleSince(entry.tags, entry.timestamp) ? -1 : entry.revalidate,
        value: new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array(bytes));
            controller.close();
          },
        }),
      };
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))));
      try {
        const entry = await pendingEntry;
        // An `expire: 0` entry is regenerated on every read: storing it would be a wasted write.
        if (entry.expire === 0) return void (await entry.value.cancel());
        const value = Buffer.from(await new Response(entry.value).arrayBuffer()).toString('base64');
        // Past `revalidate` an entry is never read again (see get): Redis need not keep it longer.
        const ttl = Math.max(1, Math.ceil(Math.min(entry.revalidate, entry.expire, maxTtlSeconds)));
        const { value: _stream, ...metadata } = entry;
        await attempt((client) =>
          client.set(prefix + cacheKey, JSON.stringify({ ...metadata, value }), { EX: ttl }),
        );
      } catch {
        // A failed render or stream is not cached (as in Next's handler).
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    // Once per request: the tag expirations every instance wrote, so this one sees their revalidations.
    refreshTags() {
      refreshing ??= (async () => {
        /** @type {Record<string, string> | null} */
        const stored = await attempt((client) => client.hGetAll(tagsKey));
        if (!stored) return;
        tags = new Map(Object.entries(stored).map(([tag, state]) => [tag, JSON.parse(state)]));
        const at = now();
        for (const { expired } of tags.values())
          if (expired !== undefined && expired <= at) noteTagExpiry(expired);
      })().finally(() => (refreshing = null));
      return refreshing;
    },

    async getExpiration(softTags) {
      return Math.max(0, ...softTags.map((tag) => tags.get(tag)?.expired ?? 0));
    },

    async updateTags(revalidated, durations) {
      const at = Math.round(now());
      /** @type {Record<string, string>} */
      const changes = {};
      for (const tag of revalidated) {
        /** @type {TagState} */
        const state = durations
          ? {
              ...tags.get(tag),
              stale: at,
              ...(durations.expire !== undefined ? { expired: at + durations.expire * 1000 } : {}),
            }
          : { ...tags.get(tag), expired: at };
        tags.set(tag, state);
        changes[tag] = JSON.stringify(state);
      }
      if (Object.keys(changes).length === 0) return;
      if ((await attempt((client) => client.hSet(tagsKey, changes))) === null)
        console.error(
          `Shared store: the revalidation of ${revalidated.join(', ')} reached this instance only.`,
        );
    },
  };
}

export default sharedRedis() ? redisUseCacheHandler() : createNextUseCacheHandler(nextDefaultMemoryBytes);
