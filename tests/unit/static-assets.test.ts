import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configuredHeaders, type HeaderRule } from '@/front/configured-headers';
import { preferredEncoding, staticAnswer } from '@/front/static-assets';
import { loadStaticAssets, precompressStaticFiles } from '@/front/static-files';

describe('the encoding a browser gets (RFC 9110 §12.5.3)', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli, as Chromium, Firefox and Safari all accept it', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)).toBe('br');
  });

  it('follows the weights, and a weight of 0 refuses', () => {
    expect(preferredEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(preferredEncoding('br; q = 0.2, gzip;q=0.1', both)).toBe('br');
  });

  it('reads * as any coding not named, and x-gzip as gzip', () => {
    expect(preferredEncoding('*', both)).toBe('br');
    expect(preferredEncoding('br;q=0, *', both)).toBe('gzip');
    expect(preferredEncoding('x-gzip', both)).toBe('gzip');
  });

  it('sends the file as it is without the header, or with only codings it lacks', () => {
    expect(preferredEncoding(undefined, both)).toBeNull();
    expect(preferredEncoding('', both)).toBeNull();
    expect(preferredEncoding('deflate, zstd', both)).toBeNull();
    expect(preferredEncoding('br', ['gzip'])).toBeNull();
    expect(preferredEncoding('br;q=nonsense, gzip', both)).toBe('gzip');
  });
});

describe('the headers next.config.ts gives a static file', () => {
  const rules: HeaderRule[] = [
    { regex: '^(?:/(.*))?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    { regex: '^/_next/static/(.*)$', headers: [{ key: 'X-Content-Type-Options', value: 'override' }] },
    { regex: '^/account(?:/(.*))?$', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
  ];

  it('applies every matching rule in order, the later one winning', () => {
    expect(configuredHeaders('/_next/static/chunks/a.js', rules)).toEqual({
      'x-content-type-options': 'override',
    });
  });

  it('leaves a file to Next when a matching rule depends on the request', () => {
    const conditional = [
      ...rules,
      { regex: '^/_next/(.*)$', headers: [], has: [{ type: 'header', key: 'x' }] },
    ];
    expect(configuredHeaders('/_next/static/chunks/a.js', conditional)).toBeNull();
    expect(configuredHeaders('/account', conditional)).toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });
});

describe('the build folder: compressed once, answered from memory', () => {
  let distDir: string;
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    writeFileSync(join(distDir, file), content);
  };
  const script = `${'export const catalogue = "robes, parfums, coffrets";\n'.repeat(200)}`;
  const icon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

  const rules: HeaderRule[] = [
    { regex: '^(?:/(.*))?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
  ];

  beforeEach(() => {
    distDir = mkdtempSync(join(tmpdir(), 'static-assets-'));
    write('static/chunks/page.js', script);
    write('static/chunks/page.css', 'body{margin:0}'.repeat(100));
    write('static/media/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    write('static/chunks/tiny.js', '1');
    write('static/chunks/notes.unknown', 'kept by Next');
    const prerendered = (file: string, body: string, cacheControl: string) => {
      write(`server/app/${file}.body`, body);
      write(
        `server/app/${file}.meta`,
        JSON.stringify({ status: 200, headers: { 'cache-control': cacheControl } }),
      );
    };
    prerendered('icon.svg', icon, 'public, max-age=0, must-revalidate');
    prerendered('robots.txt', 'User-agent: *', 'public, max-age=0, must-revalidate');
  });

  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('writes a brotli and a gzip sibling of each text file that they shrink, none of a picture', async () => {
    await precompressStaticFiles({ distDir });
    const page = join(distDir, 'static/chunks/page.js');
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${page}.br`).length).toBeLessThan(readFileSync(`${page}.gz`).length);
    expect(existsSync(join(distDir, 'static/media/logo.png.br'))).toBe(false);
    expect(existsSync(join(distDir, 'static/chunks/tiny.js.br'))).toBe(false);
  });

  it('answers each kept file by its URL path in the encoding asked for, with its configured headers', async () => {
    await precompressStaticFiles({ distDir });
    const assets = loadStaticAssets(distDir, rules);
    expect([...assets.keys()].sort()).toEqual([
      '/_next/static/chunks/page.css',
      '/_next/static/chunks/page.js',
      '/_next/static/media/logo.png',
      '/icon.svg',
    ]);
    const page = assets.get('/_next/static/chunks/page.js')!;

    const brotli = staticAnswer(page, 'gzip, deflate, br');
    expect(brotli.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'content-length': String(brotli.body.length),
    });
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = staticAnswer(page, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = staticAnswer(page, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const picture = staticAnswer(assets.get('/_next/static/media/logo.png')!, 'br');
    expect(picture.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': '4' });
    expect(picture.headers.vary).toBeUndefined();
  });

  it("answers a file-based icon as the build wrote Next's answer, and leaves robots.txt to Next", () => {
    const assets = loadStaticAssets(distDir, rules);
    const answer = staticAnswer(assets.get('/icon.svg')!, 'br, gzip');
    expect(answer.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(icon);
    expect(assets.has('/robots.txt')).toBe(false);
  });

  it('leaves an icon to Next when its prerendered answer is not a plain 200', () => {
    write('server/app/icon.svg.meta', JSON.stringify({ status: 404, headers: {} }));
    expect(loadStaticAssets(distDir, rules).has('/icon.svg')).toBe(false);
  });

  it('leaves to Next a text file the build did not compress', () => {
    const assets = loadStaticAssets(distDir, rules);
    expect(assets.has('/_next/static/chunks/page.js')).toBe(false);
    expect(assets.has('/_next/static/media/logo.png')).toBe(true);
  });
});
