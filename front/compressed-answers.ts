import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { isShareable, maxCachedBodyBytes } from './front-cache';
import { preferredEncoding, type Encoding } from './static-assets';

/** An answer's body as the compression middleware sent it, and the encoding it chose. */
interface Compressed {
  encoding: Encoding;
  body: Buffer;
}

/**
 * Compressed bodies of shareable answers, by a hash of the bytes they compress and the encoding the
 * client's `Accept-Encoding` prefers (two keys a page at most). A page Next serves from its cache
 * is the same bytes on every read, whatever its URL's front-cache second, so its brotli is made once
 * (docs/adr/0047). Bounded by bytes; the answer sent longest ago goes first.
 */
export class CompressedAnswers {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Compressed>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /** The compressed body kept for the key, now the last to go. */
  take(key: string): Compressed | undefined {
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    return kept;
  }

  keep(key: string, compressed: Compressed): void {
    if (compressed.body.length > this.#maxBytes / 8) return;
    this.#forget(key);
    this.#entries.set(key, compressed);
    this.#bytes += compressed.body.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#forget(oldest);
    }
  }

  get bytes(): number {
    return this.#bytes;
  }

  #forget(key: string) {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#entries.delete(key);
    this.#bytes -= kept.body.length;
  }
}

/** A part of an answer as Next writes it: a string (a cached page comes whole, as one) or bytes. */
type Part = { text: string; encoding: BufferEncoding } | { bytes: Buffer };

/** The key of an answer's parts: a hash of their bytes (a string is hashed without a copy of its own). */
export function answerKey(parts: readonly Part[], encoding: Encoding): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    if ('text' in part) hash.update(part.text, part.encoding);
    else hash.update(part.bytes);
  }
  return `${hash.digest('base64')} ${encoding}`;
}

type Write = (...args: unknown[]) => boolean;
type End = (...args: unknown[]) => ServerResponse;

/**
 * Runs `compress` (which wraps the response's writes) between two wrappers of its own. Above it, a
 * shareable answer (known by its headers when they are flushed or first written) is held whole, up to
 * the size the front cache keeps: if its compressed body is kept it goes out as kept, and the
 * middleware, seeing it encoded, passes it through; if not, the middleware gets it whole, and below it
 * the compressed body is captured and kept. Any other answer, a streamed first read among them, and an
 * answer to a client that takes neither brotli nor gzip pass as they are written.
 */
export function compressOnce(
  response: ServerResponse,
  acceptEncoding: string | undefined,
  answers: CompressedAnswers,
  compress: () => void,
): void {
  const encoding = preferredEncoding(acceptEncoding, ['br', 'gzip']);
  if (!encoding) return compress();
  const capture = captureCompressed(response, answers, encoding);
  compress();
  const { write, end, writeHead, flushHeaders } = response;
  const parts: Part[] = [];
  let heldBytes = 0;
  let holding: boolean | null = null;
  let head: unknown[] | null = null;
  const holds = () => (holding ??= isHeldWhole(response));
  // Larger than anything shareable (front/front-cache.ts): what was held goes on, and the rest as written.
  const release = (response: ServerResponse) => {
    holding = false;
    if (head) (writeHead as End).apply(response, head);
    for (const part of parts.splice(0))
      if ('text' in part) (write as Write).call(response, part.text, part.encoding);
      else (write as Write).call(response, part.bytes);
  };
  // Next sends a piped answer's headers before its first part, and its own compression (asked for
  // identity) writes the head before passing an answer on: a held answer's head goes with its end.
  response.flushHeaders = function (this: ServerResponse) {
    if (!holds()) flushHeaders.call(this);
  };
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // Headers handed to writeHead itself are not read by the decision: such an answer is not held.
    if (args.some((argument) => argument && typeof argument === 'object') && parts.length === 0)
      holding = false;
    if (!holds()) return (writeHead as End).apply(this, args);
    head = args;
    return this;
  } as typeof response.writeHead;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holds()) return (write as Write).call(this, chunk, ...rest);
    const part = partOf(chunk, rest[0]);
    if (part) parts.push(part);
    heldBytes += part ? lengthOf(part) : 0;
    const done = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
    if (heldBytes <= maxCachedBodyBytes) {
      if (done) queueMicrotask(done);
      return true;
    }
    release(this);
    if (done) queueMicrotask(done);
    return !this.writableNeedDrain;
  } as typeof response.write;
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!holds()) return (end as End).call(this, chunk, ...rest);
    holding = false;
    const last = partOf(chunk, rest[0]);
    if (last) parts.push(last);
    const key = answerKey(parts, encoding);
    const kept = answers.take(key);
    if (kept) {
      response.setHeader('Content-Encoding', kept.encoding);
      response.setHeader('Content-Length', kept.body.length);
    } else {
      capture(key);
      response.setHeader(
        'Content-Length',
        parts.reduce((sum, part) => sum + lengthOf(part), 0),
      );
    }
    if (head) (writeHead as End).apply(this, head);
    if (kept) return (end as End).call(this, kept.body);
    // One part, the usual case, goes on as Next wrote it.
    const only = parts.length === 1 ? parts[0]! : null;
    if (only && 'text' in only) return (end as End).call(this, only.text, only.encoding);
    return (end as End).call(this, only ? only.bytes : Buffer.concat(parts.map(bytesOf)));
  } as typeof response.end;
}

/**
 * Wraps the response's writes below the compression middleware; once `capture(key)` is called, the
 * compressed body going out is copied and, if the answer was shareable and in the encoding its key
 * names (the middleware negotiates on its own), kept.
 */
function captureCompressed(response: ServerResponse, answers: CompressedAnswers, keyEncoding: Encoding) {
  const { write, end } = response;
  let key: string | null = null;
  const chunks: Buffer[] = [];
  const copy = (chunk: unknown) => {
    if (key !== null && chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    copy(chunk);
    return (write as Write).call(this, chunk, ...rest);
  } as typeof response.write;
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    copy(chunk);
    return (end as End).call(this, chunk, ...rest);
  } as typeof response.end;
  response.once('finish', () => {
    const encoding = response.getHeader('content-encoding');
    if (key === null || encoding !== keyEncoding) return;
    const body = Buffer.concat(chunks);
    if (isShareable({ status: response.statusCode, headers: response.getHeaders(), body }))
      answers.keep(key, { encoding: keyEncoding, body });
  });
  return (answerKey: string) => {
    key = answerKey;
  };
}

/** A shareable answer Next has not started sending: its headers are its own to set until its end. */
function isHeldWhole(response: ServerResponse): boolean {
  if (response.headersSent || response.hasHeader('content-encoding')) return false;
  return isShareable({ status: response.statusCode, headers: response.getHeaders(), body: Buffer.alloc(0) });
}

function partOf(chunk: unknown, encoding: unknown): Part | null {
  if (typeof chunk === 'string')
    return { text: chunk, encoding: typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8' };
  // A copy: the writer may reuse its buffer once the write has returned.
  if (chunk instanceof Uint8Array) return { bytes: Buffer.from(chunk) };
  return null;
}

const lengthOf = (part: Part) =>
  'text' in part ? Buffer.byteLength(part.text, part.encoding) : part.bytes.length;
const bytesOf = (part: Part) => ('text' in part ? Buffer.from(part.text, part.encoding) : part.bytes);
