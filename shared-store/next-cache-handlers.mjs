// @ts-check
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import nextDefaultHandler from 'next/dist/server/lib/cache-handlers/default.js';

/**
 * Next's own cache handlers, the shared store's fallback without REDIS_URL (docs/adr/0010-scale-out.md).
 * Next exports neither and one build must serve with and without Redis, so they come from `next/dist`
 * (next 16.4.6; tests/unit/next-internals.test.ts fails when an upgrade moves them; the other such
 * contracts: server/next-internals/README.md). Plain JavaScript, as the handlers that use it.
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
