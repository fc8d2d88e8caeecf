import 'server-only';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { Agent, request, type Dispatcher } from 'undici';
import { z } from 'zod';

export interface ApiRequestInit {
  method?: string;
  headers?: HeadersInit;
  body?: string | null;
  signal?: AbortSignal | null;
  /** The most an answer's body may hold, as sent and once unpacked (`answerBudgetBytes` by default). */
  maxBodyBytes?: number;
}

/**
 * A JSON answer from the Storefront or Prismic is a few hundred kilobytes at most; one past this is a
 * provider's fault (a runaway document, a query gone wrong), and reading it whole could take the
 * process's heap with it.
 */
export const answerBudgetBytes = 8 * 1024 * 1024;

/** An answer refused for its size: the caller treats it as no answer, like a lost connection. */
export class AnswerTooLargeError extends Error {
  constructor(url: URL, budget: number) {
    super(`the answer of ${url.origin}${url.pathname} is over its budget of ${budget} bytes`);
    this.name = 'AnswerTooLargeError';
  }
}

/** Kept-alive connections, idle ones closed after 4 s, before a server's own keep-alive runs out. */
const dispatcher = new Agent({ keepAliveTimeout: 4_000 });

/** What the answers may be packed in. undici's own decompressing interceptor is still experimental. */
const decoders: Record<string, (body: Uint8Array, options: { maxOutputLength: number }) => Promise<Buffer>> =
  {
    gzip: promisify(gunzip),
    'x-gzip': promisify(gunzip),
    deflate: promisify(inflate),
    br: promisify(brotliDecompress),
  };

/**
 * `fetch` for the Storefront and Prismic calls: undici's `request` on kept-alive connections, the body
 * read whole into a standard `Response`, off Next's wrapped fetch and web streams, which cost much of the
 * front's CPU (docs/adr/0016); `'use cache'` functions cache the results, so nothing is lost.
 * Redirects are answered as they are, never followed to another host. An answer past its budget
 * (`maxBodyBytes`) is refused with `AnswerTooLargeError`.
 */
export async function apiFetch(url: string, init: ApiRequestInit = {}): Promise<Response> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new TypeError(`apiFetch: ${target.protocol} is not HTTP`);
  const headers = Object.fromEntries(new Headers(init.headers));
  headers['accept-encoding'] ??= 'gzip, deflate, br';
  const answer = await request(target, {
    method: (init.method ?? 'GET') as 'GET',
    headers,
    body: init.body ?? undefined,
    signal: init.signal ?? undefined,
    dispatcher,
  });
  const budget = init.maxBodyBytes ?? answerBudgetBytes;
  const raw = await readWithin(answer, budget, target);
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
  }
  const decode = decoders[responseHeaders.get('content-encoding')?.trim().toLowerCase() ?? ''];
  if (decode) {
    responseHeaders.delete('content-encoding');
    responseHeaders.delete('content-length');
  }
  const status = answer.statusCode;
  const bytes =
    status === 204 || status === 304 ? null : decode ? await unpack(decode, raw, budget, target) : raw;
  // A view on an ArrayBuffer (never shared memory here); Response's types want it said.
  const body = bytes && new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
  return new Response(body, { status, statusText: answer.statusText ?? '', headers: responseHeaders });
}

/** A Content-Length that is missing or not a number says nothing: the bytes are counted anyway. */
const declaredLength = z.coerce.number().int().nonnegative().catch(0);

/**
 * The body, refused past `budget` bytes: at once when its Content-Length says so, else as soon as the
 * bytes read pass it. Destroying the body closes its connection, so the rest is never received.
 */
async function readWithin(answer: Dispatcher.ResponseData, budget: number, url: URL): Promise<Buffer> {
  const declared = declaredLength.parse(answer.headers['content-length']);
  if (declared > budget) {
    answer.body.destroy();
    throw new AnswerTooLargeError(url, budget);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer.body as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > budget) {
      answer.body.destroy();
      throw new AnswerTooLargeError(url, budget);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** A packed body unpacked within the same budget: a few kilobytes of gzip can unpack to gigabytes. */
async function unpack(
  decode: (typeof decoders)[string],
  raw: Buffer,
  budget: number,
  url: URL,
): Promise<Buffer> {
  try {
    return await decode(raw, { maxOutputLength: budget });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new AnswerTooLargeError(url, budget);
    throw error;
  }
}
