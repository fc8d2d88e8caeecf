import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';

/** One Storefront operation a peer sent through the front, and whether the emulator answered it cleanly. */
export interface PeerOperation {
  peer: string;
  version: string;
  operation: string;
  errors: string[];
}

const graphqlRequest = z.object({ query: z.string(), operationName: z.string().nullish() });
const graphqlResponse = z.object({ errors: z.array(z.object({ message: z.string() })).optional() });
const storefrontPath = /^\/api\/(\d{4}-\d{2}|unstable)\/graphql\.json$/;

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The operation's own name, as Shopify's logs name it: the request's operationName, or the document's first. */
function operationName(query: string, given: string | null | undefined): string {
  return given ?? /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '(anonymous)';
}

/**
 * A self-signed certificate for localhost and 127.0.0.1, made once: Next.js Commerce always calls
 * `https://${SHOPIFY_STORE_DOMAIN}`, so its process trusts this certificate (NODE_EXTRA_CA_CERTS)
 * instead of its code being patched.
 */
export function localCertificate(dir: string): { key: string; cert: string } {
  const key = join(dir, 'localhost-key.pem');
  const cert = join(dir, 'localhost-cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650',
      '-keyout', key, '-out', cert, '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ], { stdio: 'ignore' }); // prettier-ignore
  }
  return { key, cert };
}

/**
 * Stands in front of the local backends for one peer storefront: forwards every request unchanged and
 * records each Storefront operation with the errors the emulator answered, so a test can say what the
 * peer exercised and that nothing failed. Serves HTTPS when given a certificate.
 */
export async function startStorefrontFront(options: {
  peer: string;
  backendsOrigin: string;
  port: number;
  tls?: { key: string; cert: string };
}) {
  const operations: PeerOperation[] = [];

  async function forward(req: IncomingMessage, res: ServerResponse) {
    if (req.url === '/__peer-operations') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(operations));
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
        headers.set(name, value);
    }
    const upstream = await fetch(new URL(req.url ?? '/', options.backendsOrigin), {
      method: req.method,
      headers,
      body: body.length ? body : undefined,
    });
    const answer = Buffer.from(await upstream.arrayBuffer());
    const version = storefrontPath.exec(new URL(req.url ?? '/', 'http://front').pathname)?.[1];
    if (version && req.method === 'POST') {
      const request = graphqlRequest.safeParse(parseJson(body));
      const response = graphqlResponse.safeParse(parseJson(answer));
      operations.push({
        peer: options.peer,
        version,
        operation: request.success
          ? operationName(request.data.query, request.data.operationName)
          : '(unparsed)',
        errors: [
          ...(upstream.ok ? [] : [`HTTP ${upstream.status}`]),
          ...(response.success ? (response.data.errors ?? []).map((e) => e.message) : ['(unparsed answer)']),
        ],
      });
    }
    const answerHeaders: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
        answerHeaders[name] = value;
    });
    res.writeHead(upstream.status, answerHeaders).end(answer);
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    forward(req, res).catch((error: unknown) => {
      console.error(`[${options.peer} front]`, error);
      if (!res.headersSent) res.writeHead(502).end();
    });
  };
  const server = options.tls
    ? createHttpsServer(
        { key: await readFile(options.tls.key), cert: await readFile(options.tls.cert) },
        handler,
      )
    : createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** host:port, as a peer's "store domain" setting takes it. */
    host: `${options.tls ? 'localhost' : '127.0.0.1'}:${port}`,
    origin: `${options.tls ? 'https://localhost' : 'http://127.0.0.1'}:${port}`,
    operations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
