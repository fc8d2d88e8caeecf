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
