import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { answerKey, CompressedAnswers, compressOnce } from '@/front/compressed-answers';
import { maxCachedBodyBytes } from '@/front/front-cache';

/** A page as Next serves it from its page cache: shareable, written whole by one `end`. */
const page = Buffer.from(
  `<!DOCTYPE html><html><body>${'<p>Robe portefeuille en soie</p>'.repeat(400)}</body></html>`,
);
const shareable = {
  'cache-control': 's-maxage=3600, stale-while-revalidate=82800',
  'content-type': 'text/html',
};

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose answers go through `compressOnce` and the compression middleware, as the front's do. */
async function serve(answers: CompressedAnswers, answer: (response: ServerResponse) => void) {
  const compress = compression();
  server = createServer((req, res) => {
    const compressAnswer = () => compress(req as never, res as never, () => undefined);
    compressOnce(res, String(req.headers['accept-encoding']), answers, compressAnswer);
    answer(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return (acceptEncoding: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(
        { port, host: '127.0.0.1', headers: { 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
}

/** Next pipes a cached page in parts, its headers flushed before the first (next/dist/server/pipe-readable). */
const whole = (headers: Record<string, string>) => (response: ServerResponse) => {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Length', page.length);
  response.flushHeaders();
  response.write(page.subarray(0, 4096));
  response.write(page.subarray(4096, 8192));
  response.end(page.subarray(8192));
};

describe('a shareable page read again', () => {
  it('goes out as the brotli kept from its first answer, not compressed again', async () => {
    const answers = new CompressedAnswers(1024 * 1024);
    const get = await serve(answers, whole(shareable));
    const first = await get('br, gzip');
    // The middleware compresses as it streams: no length.
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-length']).toBeUndefined();
    expect(answers.bytes).toBe(first.body.length);

    const second = await get('br, gzip');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-length']).toBe(String(first.body.length));
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    expect(second.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(second.body).equals(page)).toBe(true);
  });

  it('is held whole when its head is written first, as Next compression asked for identity does', async () => {
    const answers = new CompressedAnswers(1024 * 1024);
    const get = await serve(answers, (response) => {
      for (const [name, value] of Object.entries(shareable)) response.setHeader(name, value);
      response.writeHead(200);
      // Next ends a cached page with one string (next/dist/server/send-payload).
      response.end(page.toString('utf8'));
    });
    const first = await get('br');
    const second = await get('br');
    expect(second.headers['content-length']).toBe(String(first.body.length));
    expect(brotliDecompressSync(second.body).equals(page)).toBe(true);
  });

  it('is kept once per encoding the client prefers, however its Accept-Encoding is spelt', async () => {
    const answers = new CompressedAnswers(1024 * 1024);
    const get = await serve(answers, whole(shareable));
    const first = await get('br, gzip');
    const spelt = await get('gzip, deflate, br');
    expect(spelt.headers['content-length']).toBe(String(first.body.length));
    const gzipOnly = await get('gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).equals(page)).toBe(true);
    expect(answers.take(answerKey([{ bytes: page }], 'gzip'))?.encoding).toBe('gzip');
    expect(answers.take(answerKey([{ bytes: page }], 'br'))?.encoding).toBe('br');
  });
});

it('keys a page by its bytes, whether Next writes it as a string or in parts', () => {
  const text = page.toString('utf8');
  const key = answerKey([{ text, encoding: 'utf8' }], 'br');
  expect(answerKey([{ bytes: page.subarray(0, 10) }, { bytes: page.subarray(10) }], 'br')).toBe(key);
  expect(answerKey([{ bytes: page }], 'gzip')).not.toBe(key);
});

describe('answers that are never kept', () => {
  it('a private answer', async () => {
    const answers = new CompressedAnswers(1024 * 1024);
    const get = await serve(answers, whole({ ...shareable, 'cache-control': 'private, no-store' }));
    await get('br');
    expect(answers.bytes).toBe(0);
  });

  it('a streamed first read (private): it goes out as written, compressed as it streams', async () => {
    const answers = new CompressedAnswers(1024 * 1024);
    const get = await serve(answers, (response) => {
      response.setHeader('cache-control', 'private, no-store');
      response.setHeader('content-type', 'text/html');
      response.write(page.subarray(0, 1000));
      response.end(page.subarray(1000));
    });
    const answer = await get('br');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(answer.body).equals(page)).toBe(true);
    expect(answers.bytes).toBe(0);
  });
});

describe('answers passed on as written', () => {
  it('to a client that takes neither brotli nor gzip', async () => {
    const answers = new CompressedAnswers(1024 * 1024);
    const get = await serve(answers, whole(shareable));
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(page)).toBe(true);
    expect(answers.bytes).toBe(0);
  });

  it('larger than the front cache keeps: held up to that size, then sent on, never kept', async () => {
    const large = Buffer.alloc(maxCachedBodyBytes + 64 * 1024, 'é');
    const answers = new CompressedAnswers(64 * 1024 * 1024);
    const get = await serve(answers, (response) => {
      for (const [name, value] of Object.entries(shareable)) response.setHeader(name, value);
      response.flushHeaders();
      for (let offset = 0; offset < large.length; offset += 256 * 1024)
        response.write(large.subarray(offset, offset + 256 * 1024));
      response.end();
    });
    const answer = await get('br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).equals(large)).toBe(true);
    expect(answers.bytes).toBe(0);
  });
});

describe('the bound', () => {
  const compressed = (size: number) => ({ encoding: 'br' as const, body: Buffer.alloc(size) });

  it('lets the answer sent longest ago go first, past the budget', () => {
    const answers = new CompressedAnswers(1000);
    answers.keep('a', compressed(100));
    answers.keep('b', compressed(100));
    answers.take('a');
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) answers.keep(key, compressed(100));
    expect(answers.bytes).toBeLessThanOrEqual(1000);
    expect(answers.take('b')).toBeUndefined();
    expect(answers.take('a')).toBeDefined();
  });

  it('keeps no body larger than an eighth of the budget', () => {
    const answers = new CompressedAnswers(800);
    answers.keep('large', compressed(101));
    expect(answers.bytes).toBe(0);
  });
});
