import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnHandler } from '../../../backends/cdn/handler';
import { ensureImages } from '../../../backends/cdn/generate';
import { backendsConfig } from '../../../backends/config';
import { HttpError, sendJson, type BackendContext } from '../../../backends/http';
import { seededImagePaths } from '../../../backends/seed/image-paths';

let server: Server;
let port: number;
const dataDir = mkdtempSync(join(tmpdir(), 'cdn-test-'));

beforeAll(async () => {
  const ctx = { config: { ...backendsConfig(), LOCAL_BACKENDS_DATA_DIR: dataDir } } as BackendContext;
  server = createServer(async (req, res) => {
    try {
      await cdnHandler(req, res, new URL(req.url!, 'http://cdn.test'), ctx);
    } catch (error) {
      sendJson(res, error instanceof HttpError ? error.status : 500, { error: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Raw request: fetch would normalise the `..` segments the traversal tests need to send. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const size = async (body: Buffer) => {
  const { width, height, format } = await sharp(body).metadata();
  return { width, height, format };
};

describe('image CDN', () => {
  it('serves the source image at its declared size with immutable cache headers and an ETag', async () => {
    const response = await get('/cdn/products/silk-wrap-dress-1.jpg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(await size(response.body)).toEqual({ width: 1600, height: 2000, format: 'jpeg' });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/cdn/products/silk-wrap-dress-1.jpg?width=200');
    const second = await get('/cdn/products/silk-wrap-dress-1.jpg?width=200', {
      'if-none-match': String(first.headers.etag),
    });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('takes its size from a -WxH suffix', async () => {
    const response = await get('/cdn/content/home-hero-2400x1350.jpg');
    expect(await size(response.body)).toMatchObject({ width: 2400, height: 1350 });
  });

  it("resizes by Shopify's width and imgix's w, keeping the proportions", async () => {
    expect(await size((await get('/cdn/products/silk-wrap-dress-1.jpg?width=320')).body)).toMatchObject({
      width: 320,
      height: 400,
    });
    expect(await size((await get('/cdn/products/silk-wrap-dress-1.jpg?w=640&fit=max')).body)).toMatchObject({
      width: 640,
      height: 800,
    });
  });

  it('never upscales past the source', async () => {
    expect(await size((await get('/cdn/products/silk-wrap-dress-1.jpg?width=4000')).body)).toMatchObject({
      width: 1600,
      height: 2000,
    });
    // A crop box larger than the source keeps its proportions, shrunk to fit.
    expect(
      await size((await get('/cdn/products/silk-wrap-dress-1.jpg?width=4000&height=4000&crop=center')).body),
    ).toMatchObject({
      width: 1600,
      height: 1600,
    });
  });

  it('crops to width x height with crop (Shopify) or fit=crop (imgix), and fits inside otherwise', async () => {
    expect(
      await size((await get('/cdn/products/silk-wrap-dress-1.jpg?width=300&height=300&crop=top')).body),
    ).toMatchObject({
      width: 300,
      height: 300,
    });
    expect(
      await size((await get('/cdn/products/silk-wrap-dress-1.jpg?w=300&h=200&fit=crop')).body),
    ).toMatchObject({
      width: 300,
      height: 200,
    });
    expect(
      await size((await get('/cdn/products/silk-wrap-dress-1.jpg?w=300&h=300&fit=clip')).body),
    ).toMatchObject({
      width: 240,
      height: 300,
    });
  });

  it('negotiates webp or avif with auto=format from the Accept header', async () => {
    const webp = await get('/cdn/products/silk-wrap-dress-1.jpg?w=320&auto=format,compress', {
      accept: 'image/webp,image/*',
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(await size(webp.body)).toMatchObject({ width: 320, format: 'webp' });

    const avif = await get('/cdn/products/silk-wrap-dress-1.jpg?w=160&auto=format', {
      accept: 'image/avif,image/webp,*/*',
    });
    expect(avif.headers['content-type']).toBe('image/avif');

    const jpeg = await get('/cdn/products/silk-wrap-dress-1.jpg?w=320&auto=format', { accept: 'image/jpeg' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('converts with fm (imgix) and format (Shopify)', async () => {
    expect((await get('/cdn/products/silk-wrap-dress-1.jpg?w=100&fm=png')).headers['content-type']).toBe(
      'image/png',
    );
    expect(
      (await get('/cdn/products/silk-wrap-dress-1.jpg?width=100&format=webp')).headers['content-type'],
    ).toBe('image/webp');
  });

  it('uses quality 60 by default and honours q', async () => {
    const byDefault = await get('/cdn/products/silk-wrap-dress-2.jpg?w=800');
    const at60 = await get('/cdn/products/silk-wrap-dress-2.jpg?w=800&q=60');
    const at95 = await get('/cdn/products/silk-wrap-dress-2.jpg?w=800&q=95');
    expect(byDefault.body.equals(at60.body)).toBe(true);
    expect(at95.body.length).toBeGreaterThan(at60.body.length);
  });

  it('cuts a source region with rect', async () => {
    expect(
      await size((await get('/cdn/products/silk-wrap-dress-1.jpg?rect=100,200,800,600')).body),
    ).toMatchObject({
      width: 800,
      height: 600,
    });
    expect((await get('/cdn/products/silk-wrap-dress-1.jpg?rect=1000,0,800,600')).status).toBe(400);
  });

  it('answers 400 to malformed parameters', async () => {
    for (const query of [
      'width=abc',
      'width=-5',
      'w=0',
      'w=1.5',
      'h=99999',
      'q=0',
      'q=101',
      'fit=stretch',
      'crop=middle',
      'fm=gif',
      'auto=magic',
    ]) {
      expect((await get(`/cdn/products/silk-wrap-dress-1.jpg?${query}`)).status, query).toBe(400);
    }
  });

  it('answers 404 outside the image folders and to path traversal', async () => {
    for (const path of [
      '/cdn/../package.json',
      '/cdn/products/../../package.json',
      '/cdn/products/..%2F..%2Fpackage.jpg',
      '/cdn/products/%2e%2e/secret.jpg',
      '/cdn/secrets/silk-wrap-dress-1.jpg',
      '/cdn/products/silk-wrap-dress-1.gif',
      '/cdn/products/Silk.jpg',
      '/cdn/products/huge-99999x99999.jpg',
      '/cdn/videos/silk-wrap-dress.mp4',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('pre-generates every image the seed references, once', { timeout: 240_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cdn-ensure-'));
    try {
      await ensureImages(dir);
      const files = new Set(readdirSync(dir, { recursive: true }).map(String));
      for (const path of seededImagePaths()) expect(files, path).toContain(path.replace('/cdn/', ''));
      const started = performance.now();
      await ensureImages(dir);
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
