import 'server-only';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';

export interface ApiRequestInit {
  method?: string;
  headers?: HeadersInit;
  body?: string | null;
  signal?: AbortSignal | null;
}

/** Idle connections close after 4 s, undici's default, before a server's own keep-alive runs out. */
const keepAlive = { keepAlive: true, timeout: 4_000 };
const agents = { 'http:': new HttpAgent(keepAlive), 'https:': new HttpsAgent(keepAlive) };

const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

/**
 * `fetch` for the shop's calls to the APIs it reads (the Storefront and Prismic): node:http on
 * kept-alive connections, the body read whole and answered as a standard `Response`. Next.js wraps
 * the global fetch to trace and cache every call, and WHATWG fetch streams each body through web
 * streams; together that was about a third of the front's CPU in an add to cart (docs/adr/0016).
 * These calls never use Next's fetch cache (`'use cache'` functions cache their results), so nothing
 * is lost. Redirects are not followed: a 3xx is answered as it is, never followed to another host.
 */
export function apiFetch(url: string, init: ApiRequestInit = {}): Promise<Response> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(new TypeError(`apiFetch: ${target.protocol} is not HTTP`));
  const headers = Object.fromEntries(new Headers(init.headers));
  headers['accept-encoding'] ??= 'gzip, deflate, br';
  if (init.body != null) headers['content-length'] = String(Buffer.byteLength(init.body));
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(target, {
      method: init.method ?? 'GET',
      headers,
      agent: agents[target.protocol as keyof typeof agents],
      signal: init.signal ?? undefined,
    });
    request.once('error', reject);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => toResponse(response, Buffer.concat(chunks)).then(resolve, reject));
    });
    request.end(init.body ?? undefined);
  });
}

async function toResponse(response: IncomingMessage, raw: Buffer): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const decode = decoders[headers.get('content-encoding')?.trim().toLowerCase() ?? ''];
  if (decode) {
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  const status = response.statusCode ?? 502;
  const body = status === 204 || status === 304 ? null : decode ? await decode(raw) : raw;
  // A Buffer is a view on an ArrayBuffer (never shared memory here); Response's types want it said.
  const bytes = body && new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return new Response(bytes, { status, statusText: response.statusMessage ?? '', headers });
}
