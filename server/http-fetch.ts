import 'server-only';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { Agent, request } from 'undici';

export interface ApiRequestInit {
  method?: string;
  headers?: HeadersInit;
  body?: string | null;
  signal?: AbortSignal | null;
}

/** Kept-alive connections, idle ones closed after 4 s, before a server's own keep-alive runs out. */
const dispatcher = new Agent({ keepAliveTimeout: 4_000 });

/** What the answers may be packed in. undici's own decompressing interceptor is still experimental. */
const decoders: Record<string, (body: Uint8Array) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

/**
 * `fetch` for the shop's calls to the APIs it reads (the Storefront and Prismic): undici's `request`
 * (not its `fetch`: no web streams) on kept-alive connections, the body read whole and answered as a standard `Response`. Next.js wraps
 * the global fetch to trace and cache every call, and WHATWG fetch streams each body through web
 * streams; together that was about a third of the front's CPU in an add to cart (docs/adr/0016).
 * These calls never use Next's fetch cache (`'use cache'` functions cache their results), so nothing
 * is lost. Redirects are not followed: a 3xx is answered as it is, never followed to another host.
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
  const raw = await answer.body.bytes();
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
  const bytes = status === 204 || status === 304 ? null : decode ? await decode(raw) : raw;
  // A view on an ArrayBuffer (never shared memory here); Response's types want it said.
  const body = bytes && new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
  return new Response(body, { status, statusText: answer.statusText ?? '', headers: responseHeaders });
}
