// @ts-check
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/**
 * One page-cache entry as one brotli buffer, so the same memory holds the whole catalogue
 * (docs/adr/0028-a-page-cache-that-holds-the-shop.md). Layout: a 4-byte length, the entry's JSON with
 * byte arrays, long strings and Maps replaced by markers, then those values one after the other, so
 * JSON.stringify never sees a Buffer (a number per byte) nor the HTML (escaping it costs more).
 */

/** Brotli quality 4: within a few percent of quality 5's size at a third of its CPU. */
const quality = 4;

/** Strings from this length on travel as bytes. */
const longString = 1024;

/**
 * @param {unknown} value
 * @param {Uint8Array[]} blobs
 * @returns {unknown}
 */
function withoutBytes(value, blobs) {
  if (value instanceof Uint8Array) {
    blobs.push(value);
    return { $bytes: blobs.length - 1 };
  }
  if (typeof value === 'string' && value.length >= longString) {
    blobs.push(Buffer.from(value));
    return { $text: blobs.length - 1 };
  }
  if (value instanceof Map)
    return { $map: [...value].map(([key, item]) => [key, withoutBytes(item, blobs)]) };
  if (Array.isArray(value)) return value.map((item) => withoutBytes(item, blobs));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutBytes(item, blobs)]));
  return value;
}

/**
 * @param {unknown} value
 * @param {Buffer[]} blobs
 * @returns {unknown}
 */
function withBytes(value, blobs) {
  if (Array.isArray(value)) return value.map((item) => withBytes(item, blobs));
  if (!value || typeof value !== 'object') return value;
  const record = /** @type {Record<string, unknown>} */ (value);
  if (typeof record.$bytes === 'number') return blobs[record.$bytes];
  if (typeof record.$text === 'number') return blobs[record.$text]?.toString('utf8');
  if (Array.isArray(record.$map))
    return new Map(record.$map.map(([key, item]) => [key, withBytes(item, blobs)]));
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, withBytes(item, blobs)]));
}

/** @param {unknown} entry @returns {Buffer} */
export function packEntry(entry) {
  /** @type {Uint8Array[]} */
  const blobs = [];
  const shape = withoutBytes(entry, blobs);
  const json = Buffer.from(JSON.stringify({ shape, sizes: blobs.map((blob) => blob.byteLength) }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  const raw = Buffer.concat([length, json, ...blobs]);
  return brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** @param {Uint8Array} packed @returns {any} */
export function unpackEntry(packed) {
  const raw = brotliDecompressSync(packed);
  const jsonLength = raw.readUInt32BE(0);
  const { shape, sizes } = JSON.parse(raw.toString('utf8', 4, 4 + jsonLength));
  /** @type {Buffer[]} */
  const blobs = [];
  let offset = 4 + jsonLength;
  for (const size of /** @type {number[]} */ (sizes)) {
    // Views of one decompressed buffer: an entry read is used for one answer, then dropped whole.
    blobs.push(raw.subarray(offset, offset + size));
    offset += size;
  }
  return withBytes(shape, blobs);
}
