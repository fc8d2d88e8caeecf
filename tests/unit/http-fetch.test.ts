import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerTooLargeError, answerBudgetBytes, apiFetch } from '@/server/http-fetch';

let server: Server;
let origin: string;
const seen: { method?: string; headers: IncomingMessage['headers']; body: string }[] = [];
/** How many bytes `/endless` wrote before its connection closed, once it has. */
let endlessWritten: Promise<number> = Promise.resolve(0);
const megabyte = Buffer.alloc(1024 * 1024, 'a');

const routes: Record<string, (request: IncomingMessage, response: ServerResponse, body: string) => void> = {
  '/echo': (request, response, body) => {
    response.writeHead(201, 'Made', { 'content-type': 'application/json', 'x-twice': ['a', 'b'] });
    response.end(JSON.stringify({ method: request.method, body }));
  },
  '/gzip': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    response.end(gzipSync(JSON.stringify({ packed: 'é'.repeat(2000) })));
  },
  '/moved': (_request, response) => {
    response.writeHead(302, { location: 'http://elsewhere.example/' });
    response.end();
  },
  '/slow': () => {},
  '/cut': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"started":', () => response.socket?.destroy());
  },
  '/half': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"started":');
  },
  '/declared-too-large': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': answerBudgetBytes + 1 });
    response.write('{"started":');
  },
  '/endless': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    endlessWritten = new Promise((resolve) => {
      let written = 0;
      const more = () => {
        while (!response.destroyed && response.write(megabyte)) written += megabyte.length;
        if (response.destroyed) resolve(written);
      };
      response.on('drain', () => {
        written += megabyte.length;
        more();
      });
      response.on('close', () => resolve(written));
      more();
    });
  },
  '/gzip-bomb': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    response.end(gzipSync(Buffer.alloc(answerBudgetBytes + 1, ' ')));
  },
  '/empty': (_request, response) => {
    response.writeHead(204);
    response.end();
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, headers: request.headers, body });
      routes[request.url ?? '']?.(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('apiFetch', () => {
  it('posts the body with its length and answers status, headers and body as fetch does', async () => {
    const response = await apiFetch(`${origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': 'secret' },
      body: '{"query":"{ shop { name } }"}',
    });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made');
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-twice')).toBe('a, b');
    expect(await response.json()).toEqual({ method: 'POST', body: '{"query":"{ shop { name } }"}' });
    const request = seen.at(-1)!;
    expect(request.headers['x-token']).toBe('secret');
    expect(request.headers['content-length']).toBe('29');
    expect(request.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('unpacks a compressed answer', async () => {
    const response = await apiFetch(`${origin}/gzip`);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ packed: 'é'.repeat(2000) });
  });

  it('answers a redirect as it is, without following it to another host', async () => {
    const response = await apiFetch(`${origin}/moved`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://elsewhere.example/');
  });

  it('answers 204 without a body', async () => {
    const response = await apiFetch(`${origin}/empty`);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('gives up when its signal aborts', async () => {
    await expect(apiFetch(`${origin}/slow`, { signal: AbortSignal.timeout(100) })).rejects.toThrow(/abort/i);
  });

  it('gives up when its signal aborts while the body is still coming', async () => {
    await expect(apiFetch(`${origin}/half`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
  });

  it('rejects an answer cut short, never resolving a truncated body', async () => {
    await expect(apiFetch(`${origin}/cut`)).rejects.toThrow();
  });

  it('refuses an answer whose Content-Length is over the budget without reading it', async () => {
    await expect(apiFetch(`${origin}/declared-too-large`)).rejects.toThrow(AnswerTooLargeError);
  });

  it('refuses an answer that passes the budget while it is read, and closes its connection', async () => {
    await expect(apiFetch(`${origin}/endless`)).rejects.toThrow(AnswerTooLargeError);
    // The server stops writing once the client has gone: a few chunks past the budget, not the lot.
    expect(await endlessWritten).toBeLessThan(answerBudgetBytes * 4);
  });

  it('refuses a small packed answer that unpacks past the budget', async () => {
    await expect(apiFetch(`${origin}/gzip-bomb`)).rejects.toThrow(AnswerTooLargeError);
  });

  it('takes a smaller budget from its caller, and answers what fits in it', async () => {
    await expect(apiFetch(`${origin}/gzip`, { maxBodyBytes: 1000 })).rejects.toThrow(AnswerTooLargeError);
    expect((await apiFetch(`${origin}/gzip`, { maxBodyBytes: 8000 })).status).toBe(200);
  });

  it('refuses what is not HTTP', async () => {
    await expect(apiFetch('file:///etc/passwd')).rejects.toThrow(TypeError);
  });

  it('rejects when nothing listens', async () => {
    await expect(apiFetch('http://127.0.0.1:1/')).rejects.toThrow(/ECONNREFUSED/);
  });
});
