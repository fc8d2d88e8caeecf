/** Types of page-store.mjs, for the TypeScript that imports it (tests, health). */
export const defaultPageCacheBytes: number;
export function configuredPageCacheBytes(env?: Record<string, string | undefined>): number;
export class CompressedPageStore {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  readonly bytes: number;
  readonly size: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the entry as it was stored
  get(key: string): any;
  set(key: string, entry: unknown): void;
  remove(key: string): void;
  has(key: string): boolean;
}
export function processPageStore(): CompressedPageStore;
export function existingPageStore(): CompressedPageStore | null;
