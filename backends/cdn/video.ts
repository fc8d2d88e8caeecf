import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * The CDN draws images but has no video encoder: the few demo films (the video_player slice's) are
 * small WebM files kept beside this module, served as stored, with the byte ranges browsers ask for.
 */
const videosDir = fileURLToPath(new URL('./videos/', import.meta.url));

export function cdnVideoFile(pathname: string): string | null {
  const match = /^\/cdn\/videos\/([a-z0-9][a-z0-9-]{0,160})\.webm$/.exec(pathname);
  if (!match) return null;
  const file = `${videosDir}${match[1]}.webm`;
  return existsSync(file) ? file : null;
}

export function sendVideo(req: IncomingMessage, res: ServerResponse, file: string) {
  const body = readFileSync(file);
  const headers = {
    'content-type': 'video/webm',
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=31536000, immutable',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range || (!range[1] && !range[2])) {
    res.writeHead(200, { ...headers, 'content-length': String(body.length) });
    return void res.end(req.method === 'HEAD' ? undefined : body);
  }
  const start = range[1] ? Number(range[1]) : Math.max(body.length - Number(range[2]), 0);
  const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
  if (start > end || start >= body.length) {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${body.length}` });
    return void res.end();
  }
  res.writeHead(206, {
    ...headers,
    'content-range': `bytes ${start}-${end}/${body.length}`,
    'content-length': String(end - start + 1),
  });
  res.end(req.method === 'HEAD' ? undefined : body.subarray(start, end + 1));
}
