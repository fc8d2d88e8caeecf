import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from './db';
import type { BackendsConfig } from './config';
import type { KnobBox } from './knobs';

export interface BackendContext {
  db: Db;
  config: BackendsConfig;
  knobs: KnobBox;
  /** This process's own origin, e.g. http://127.0.0.1:4000 (CDN and checkout URLs). */
  origin: string;
}

export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: BackendContext,
) => Promise<void> | void;

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const maxBody = 1_000_000;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBody) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req);
  try {
    return JSON.parse(body);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
}

/**
 * A JSON body that must say it is JSON: a page can send `text/plain` to another origin without asking,
 * but `application/json` makes the browser ask first (a CORS preflight the backends never grant).
 */
export async function readJsonRequest(req: IncomingMessage): Promise<unknown> {
  const mediaType = req.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new HttpError(415, 'Content-Type must be application/json');
  return readJson(req);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const anyOrigin = { 'access-control-allow-origin': '*' };

/**
 * An endpoint a shop page calls from another origin, as it calls a provider (analytics, the played
 * vendors): it answers the browser's preflight, refuses other methods, and sends a refusal
 * (HttpError) as JSON, all with the CORS header so the page can read the answer.
 */
export function crossOriginEndpoint(methods: readonly string[], handler: Handler): Handler {
  const endpoint: Handler = async (req, res, url, ctx) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...anyOrigin,
        'access-control-allow-methods': methods.join(', '),
        'access-control-allow-headers': 'content-type',
      });
      return void res.end();
    }
    if (!methods.includes(req.method ?? ''))
      return sendJson(
        res,
        405,
        { error: `${methods.join(' or ')} only` },
        { ...anyOrigin, allow: [...methods, 'OPTIONS'].join(', ') },
      );
    try {
      await handler(req, res, url, ctx);
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, { error: error.message }, anyOrigin);
      throw error;
    }
  };
  crossOriginEndpoints.add(endpoint);
  return endpoint;
}

const crossOriginEndpoints = new WeakSet<Handler>();

/** Whether a handler is a crossOriginEndpoint: pages of other origins call it by design. */
export function takesCrossOriginCalls(handler: Handler): boolean {
  return crossOriginEndpoints.has(handler);
}

/** A JSON answer to a cross-origin call (see crossOriginEndpoint). */
export function sendCrossOriginJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  sendJson(res, status, body, { ...anyOrigin, ...headers });
}

/** A played vendor's browser script (`file`, beside the module at `moduleUrl`), as its CDN serves it. */
export function scriptFile(moduleUrl: string, file: string): Handler {
  const script = readFileSync(new URL(file, moduleUrl), 'utf8');
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'max-age=300' });
    res.end(script);
  };
}
