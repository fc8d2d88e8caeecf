import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { isShareable } from './front-cache';

/** An answer's body as the compression middleware sent it, and the encoding it chose. */
interface Compressed {
  encoding: string;
  body: Buffer;
}

/**
 * Compressed bodies of shareable answers, by a hash of the bytes they compress and the client's
 * `Accept-Encoding` (the same header negotiates the same encoding). A page Next serves from its cache
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
export function answerKey(parts: readonly Part[], acceptEncoding: string): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    if ('text' in part) hash.update(part.text, part.encoding);
    else hash.update(part.bytes);
  }
  return `${hash.digest('base64')} ${acceptEncoding}`;
}

type Write = (...args: unknown[]) => boolean;
type End = (...args: unknown[]) => ServerResponse;

/**
 * Runs `compress` (which wraps the response's writes) between two wrappers of its own. Above it, a
 * shareable answer (known by its headers when they are flushed or first written) is held whole: if
 * its compressed body is kept it goes out as kept, and the middleware, seeing it encoded, passes it
 * through; if not, the middleware gets it whole, and below it the compressed body is captured and
 * kept. Any other answer, a streamed first read among them, passes as it is written.
 */
export function compressOnce(
  response: ServerResponse,
  acceptEncoding: string,
  answers: CompressedAnswers,
  compress: () => void,
): void {
  const capture = captureCompressed(response, answers);
  compress();
  const { write, end, writeHead, flushHeaders } = response;
  const parts: Part[] = [];
  let holding: boolean | null = null;
  let head: unknown[] | null = null;
  const holds = () => (holding ??= isHeldWhole(response));
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
    const done = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
    if (done) queueMicrotask(done);
    return true;
  } as typeof response.write;
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!holds()) return (end as End).call(this, chunk, ...rest);
    holding = false;
    const last = partOf(chunk, rest[0]);
    if (last) parts.push(last);
    const key = answerKey(parts, acceptEncoding);
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
 * compressed body going out is copied and, if the answer was shareable and encoded, kept.
 */
function captureCompressed(response: ServerResponse, answers: CompressedAnswers) {
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
    if (key === null || typeof encoding !== 'string') return;
    const body = Buffer.concat(chunks);
    if (isShareable({ status: response.statusCode, headers: response.getHeaders(), body }))
      answers.keep(key, { encoding, body });
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
