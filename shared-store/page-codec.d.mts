/** Types of page-codec.mjs, for the TypeScript that imports it (tests). */
export function packEntry(entry: unknown): Buffer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an entry of whatever shape was packed
export function unpackEntry(packed: Uint8Array): any;
