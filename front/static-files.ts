import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { z } from 'zod';
import { configuredHeaders, type HeaderRule } from './configured-headers';
import {
  contentTypeOf,
  isCompressible,
  precompressedSuffix,
  staticAsset,
  type Encoding,
  type StaticAsset,
} from './static-assets';

const compressors: Record<Encoding, (input: Buffer) => Promise<Buffer>> = {
  br: (input) =>
    promisify(brotliCompress)(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
  gzip: (input) => promisify(gzip)(input, { level: constants.Z_BEST_COMPRESSION }),
};

/** `static/…` paths of the build's files, with the OS's separator. */
function staticFiles(distDir: string): string[] {
  const dir = join(distDir, 'static');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join('static', file))
    .filter((file) => statSync(join(distDir, file)).isFile());
}

/**
 * Build step, after the compile hints (scripts/compile-hints.ts): each text file under `static/` gets
 * a brotli (quality 11) and a gzip (level 9) sibling, `.br` and `.gz`, when smaller than the file.
 * Far too slow to do per request at quality 11; the front serves them
 * (front/static-assets.ts), and a CDN or nginx (`brotli_static`, `gzip_static`) can take them as they are.
 */
export async function precompressStaticFiles({ distDir }: { distDir: string }): Promise<void> {
  const files = staticFiles(distDir).filter(isCompressible);
  await Promise.all(
    files.flatMap((file) => {
      const source = readFileSync(join(distDir, file));
      return (Object.keys(compressors) as Encoding[]).map(async (encoding) => {
        const compressed = await compressors[encoding](source);
        if (compressed.length < source.length)
          writeFileSync(join(distDir, file + precompressedSuffix[encoding]), compressed);
      });
    }),
  );
}

/** Past these the files are left to Next: the front keeps scripts and styles, not a media library. */
const maxFileBytes = 4 * 1024 * 1024;
const maxTotalBytes = 64 * 1024 * 1024;

/**
 * The build's static files the front answers from memory by URL path (`/_next/static/…`, the icons
 * below), with next.config.ts's headers (`rules`). A text file without its precompressed siblings
 * stays Next's. Keys come from the build folder's listing, so no request path reaches the file system.
 */
export function loadStaticAssets(distDir: string, rules: readonly HeaderRule[]): Map<string, StaticAsset> {
  const assets = new Map<string, StaticAsset>();
  let total = 0;
  for (const file of staticFiles(distDir)) {
    if (!contentTypeOf(file)) continue;
    const path = join(distDir, file);
    const size = statSync(path).size;
    if (size > maxFileBytes || total + size > maxTotalBytes) continue;
    const encoded: Partial<Record<Encoding, Buffer>> = {};
    for (const [encoding, suffix] of Object.entries(precompressedSuffix) as [Encoding, string][])
      if (existsSync(path + suffix)) encoded[encoding] = readFileSync(path + suffix);
    if (isCompressible(file) && Object.keys(encoded).length === 0) continue;
    const urlPath = `/_next/${file.split(sep).join('/')}`;
    const headers = configuredHeaders(urlPath, rules);
    if (!headers) continue;
    assets.set(urlPath, staticAsset(file, headers, readFileSync(path), encoded));
    total += size + Object.values(encoded).reduce((sum, body) => sum + body.length, 0);
  }
  for (const [urlPath, asset] of prerenderedIcons(distDir, rules)) assets.set(urlPath, asset);
  return assets;
}

/** Next's file-based icons (`app/icon.svg`, `app/apple-icon.png`, `app/favicon.ico` …). */
const iconName = /^(?:favicon\.ico|(?:apple-)?icon\d*\.(?:ico|jpe?g|png|svg))$/;
const prerenderMeta = z.object({
  status: z.literal(200),
  headers: z.object({ 'cache-control': z.string().max(200) }),
});

/**
 * The build writes each file-based icon's answer as it is (`server/app/icon.svg.body`, its headers in
 * `.meta`): the file, which only a new build changes. Next spent CPU on it at every page load while
 * the page hydrated on the same cores (docs/adr/0018). Answered with Next's own
 * caching; robots.txt and the sitemap are rendered from content that changes, and stay Next's.
 */
function prerenderedIcons(distDir: string, rules: readonly HeaderRule[]): [string, StaticAsset][] {
  const dir = join(distDir, 'server/app');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.body'))
    .map((file) => file.slice(0, -'.body'.length))
    .filter((name) => iconName.test(name) && existsSync(join(dir, `${name}.meta`)))
    .flatMap((name) => {
      const meta = prerenderMeta.safeParse(JSON.parse(readFileSync(join(dir, `${name}.meta`), 'utf8')));
      const headers = configuredHeaders(`/${name}`, rules);
      if (!meta.success || !headers) return [];
      const body = readFileSync(join(dir, `${name}.body`));
      return [[`/${name}`, staticAsset(name, headers, body, {}, meta.data.headers['cache-control'])]];
    });
}
