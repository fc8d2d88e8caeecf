/**
 * The build's immutable files (`/_next/static/…` and the file-based icons), answered by the front from
 * memory in the encoding the browser prefers, compressed once at build time (front/static-files.ts,
 * docs/adr/0018): Next.js gzips each again per request, on the cores the asking page lays out on. What
 * a CDN does for them in production. Pure, so the rules are unit-tested apart from the server.
 */
export type Encoding = 'br' | 'gzip';

/** The suffix of each precompressed sibling, in the order the front prefers them at equal weight. */
export const precompressedSuffix: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };
const encodings = Object.keys(precompressedSuffix) as Encoding[];

const contentTypes: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  map: 'application/json; charset=UTF-8',
  json: 'application/json; charset=UTF-8',
  txt: 'text/plain; charset=UTF-8',
  svg: 'image/svg+xml',
  wasm: 'application/wasm',
  woff2: 'font/woff2',
  woff: 'font/woff',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
};
/** Text formats; fonts and pictures are compressed already. */
const compressible = new Set(['js', 'css', 'map', 'json', 'txt', 'svg', 'wasm']);

const extensionOf = (file: string) => /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';

/** The type to answer a file with; undefined for a kind the front leaves to Next. */
export function contentTypeOf(file: string): string | undefined {
  return contentTypes[extensionOf(file)];
}

export function isCompressible(file: string): boolean {
  return compressible.has(extensionOf(file));
}

/**
 * The encoding to answer with, from an `Accept-Encoding` header (RFC 9110 §12.5.3): the available one
 * of the highest weight, `*` standing for any not named, brotli before gzip at equal weight; null for
 * the file as it is.
 */
export function preferredEncoding(
  accept: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!accept) return null;
  const weights = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [coding, ...parameters] = part.split(';').map((token) => token.trim());
    if (!coding) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ??
    (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ??
    weights.get('*') ??
    0;
  let best: Encoding | null = null;
  for (const encoding of encodings)
    if (available.includes(encoding) && weightOf(encoding) > (best ? weightOf(best) : 0)) best = encoding;
  return best;
}

export interface StaticAsset {
  /** Content type, caching and the configured headers: everything but the encoding and the length. */
  headers: Record<string, string>;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The keys of `encoded`, kept for the per-request choice. */
  available: Encoding[];
}

/** Every name under /_next/static carries its content's hash. */
const immutable = 'public, max-age=31536000, immutable';

export function staticAsset(
  file: string,
  configured: Record<string, string>,
  identity: Buffer,
  encoded: Partial<Record<Encoding, Buffer>>,
  cacheControl = immutable,
): StaticAsset {
  return {
    headers: {
      ...configured,
      'content-type': contentTypeOf(file) ?? 'application/octet-stream',
      'cache-control': cacheControl,
      ...(encodings.some((encoding) => encoded[encoding]) ? { vary: 'Accept-Encoding' } : {}),
    },
    identity,
    encoded,
    available: encodings.filter((encoding) => encoded[encoding] !== undefined),
  };
}

export function staticAnswer(
  asset: StaticAsset,
  acceptEncoding: string | undefined,
): { headers: Record<string, string>; body: Buffer } {
  const encoding = preferredEncoding(acceptEncoding, asset.available);
  const body = encoding ? asset.encoded[encoding]! : asset.identity;
  return {
    headers: {
      ...asset.headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    },
    body,
  };
}
