// @ts-check
import { packEntry, unpackEntry } from './page-codec.mjs';

/**
 * The in-memory page cache (docs/adr/0028-a-page-cache-that-holds-the-shop.md): entries compressed
 * (page-codec.mjs), least recently read out first past the budget, where Next's LRU counted pages
 * uncompressed and held a slice of the catalogue. SHOP_PAGE_CACHE_BYTES sets the budget: for a bigger
 * catalogue than the demo's, pages to keep × bytes per entry (shop_page_cache_entries and _bytes).
 */
export const defaultPageCacheBytes = 128 * 1024 * 1024;

/** @returns {number} */
export function configuredPageCacheBytes(env = process.env) {
  const value = Number(env.SHOP_PAGE_CACHE_BYTES);
  return Number.isFinite(value) && value > 0 ? value : defaultPageCacheBytes;
}

export class CompressedPageStore {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    /** Insertion order is read order: the first key is the least recently read. */
    /** @type {Map<string, Buffer>} */
    this.entries = new Map();
    this.bytes = 0;
  }

  /** @param {string} key */
  get(key) {
    const packed = this.entries.get(key);
    if (!packed) return undefined;
    this.entries.delete(key);
    this.entries.set(key, packed);
    return unpackEntry(packed);
  }

  /** @param {string} key @param {unknown} entry */
  set(key, entry) {
    this.remove(key);
    const packed = packEntry(entry);
    const size = packed.byteLength + key.length;
    // One page never takes more than an eighth of the budget: it would push out many others.
    if (size > this.maxBytes / 8) return;
    this.entries.set(key, packed);
    this.bytes += size;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.byteLength + oldest.length;
    }
  }

  /** @param {string} key */
  remove(key) {
    const packed = this.entries.get(key);
    if (!packed) return;
    this.entries.delete(key);
    this.bytes -= packed.byteLength + key.length;
  }

  /** @param {string} key */
  has(key) {
    return this.entries.has(key);
  }

  get size() {
    return this.entries.size;
  }
}

const key = Symbol.for('maison.shared-store.page-store');
/** @typedef {Record<symbol, CompressedPageStore | undefined>} Holder */

/**
 * The process's one store. On globalThis: Next loads the page cache outside the bundle that the
 * metrics (server/observability/metrics.ts) are part of, and both must see the same store.
 * @returns {CompressedPageStore}
 */
export function processPageStore() {
  const holder = /** @type {Holder} */ (/** @type {unknown} */ (globalThis));
  return (holder[key] ??= new CompressedPageStore(configuredPageCacheBytes()));
}

/** The process's store if the page cache made one (it does not with REDIS_URL), else null. */
export function existingPageStore() {
  return /** @type {Holder} */ (/** @type {unknown} */ (globalThis))[key] ?? null;
}
