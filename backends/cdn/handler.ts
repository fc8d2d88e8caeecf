import { createHash } from 'node:crypto';
import { HttpError, type Handler } from '../http';
import { ByteLru } from './cache';
import { imagesDir, sourceImage } from './generate';
import { parseCdnPath } from './paths';
import { applyTransform, outputFormat, parseTransform, type OutputFormat } from './transform';
import { cdnVideoFile, sendVideo } from './video';

const resized = new ByteLru(64 * 1024 * 1024);
const contentTypes: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
/** Only these change the bytes; anything else (a cache-busting v=...) is ignored, as CDNs do. */
const transformParams = [
  'width',
  'height',
  'w',
  'h',
  'crop',
  'fit',
  'q',
  'auto',
  'fm',
  'format',
  'dpr',
  'rect',
];

/** GET /cdn/{folder}/{name}.{jpg|png|webp}: the demo images, resized like Shopify's CDN and imgix. */
export const cdnHandler: Handler = async (req, res, url, ctx) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    throw new HttpError(405, 'The CDN only answers GET and HEAD');
  }
  const video = cdnVideoFile(url.pathname);
  if (video) return sendVideo(req, res, video);
  const image = parseCdnPath(url.pathname);
  if (!image) throw new HttpError(404, `No image at ${url.pathname}`);

  const params = new URLSearchParams(
    [...url.searchParams].filter(([name]) => transformParams.includes(name)),
  );
  const transform = parseTransform(params);
  const format = outputFormat(transform, image.format, req.headers.accept ?? '');
  params.sort();
  const key = `${image.file}?${params}&as=${format}`;

  let body = resized.get(key);
  if (!body) {
    const source = await sourceImage(imagesDir(ctx.config.LOCAL_BACKENDS_DATA_DIR), image);
    // The original is served as stored; any parameter re-encodes it.
    body = params.size === 0 ? source : await applyTransform(source, transform, format);
    resized.set(key, body);
  }

  const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 27)}"`;
  const headers: Record<string, string> = {
    'content-type': contentTypes[format],
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  };
  if (transform.autoFormat && !transform.format) headers.vary = 'Accept';
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, { ...headers, 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
};
