// @ts-check
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import nextDefaultHandler from 'next/dist/server/lib/cache-handlers/default.js';

/**
 * Next's own cache handlers, which the shared store falls back to without REDIS_URL
 * (docs/adr/0010-scale-out.md). Next exports neither: a `cacheHandler` or `cacheHandlers` entry
 * replaces them, and one build must serve with and without Redis, so they are imported from
 * `next/dist` (read from next 16.4.6; tests/unit/next-internals.test.ts fails when an upgrade moves
 * or reshapes them). Plain JavaScript beside the handlers that use it, as they are (shared-store/redis.mjs).
 * The contracts kept elsewhere are listed in server/next-internals/README.md.
 */

/**
 * The page (ISR) cache Next uses when no `cacheHandler` is configured. Node's loader gives a CommonJS
 * module's `exports` as the default import; Turbopack, which bundles this file into the server, gives
 * its `exports.default` (the module says `__esModule`).
 */
export const NextPageCache = nextFileSystemCache.default ?? nextFileSystemCache;

/** The in-memory `'use cache'` handler Next uses when no `cacheHandlers` are configured. */
export const createNextUseCacheHandler = nextDefaultHandler.createDefaultCacheHandler;

/** Next's default size for its in-memory `'use cache'` handler (cacheMaxMemorySize). */
export const nextDefaultMemoryBytes = 50 * 1024 * 1024;
