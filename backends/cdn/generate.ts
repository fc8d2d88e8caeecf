import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seededImagePaths } from '../seed/image-paths';
import { artworkSvg, artworkVersion } from './artwork';
import { parseCdnPath, type CdnImage } from './paths';

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'content');
const inFlight = new Map<string, Promise<Buffer>>();

/** Where drawn images are kept: one folder per artwork version, so a new drawing replaces the old. */
export function imagesDir(dataDir: string): string {
  return join(dataDir, `images-v${artworkVersion}`);
}

/** Source bytes of an image: from `dir` when drawn before, else drawn now and kept there. */
export function sourceImage(dir: string, image: CdnImage): Promise<Buffer> {
  const file = join(dir, image.file);
  let pending = inFlight.get(file);
  if (!pending) {
    pending = readFile(file)
      .catch(() => drawAndKeep(file, image))
      .finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}

async function drawAndKeep(file: string, image: CdnImage): Promise<Buffer> {
  const canvas = sharp(Buffer.from(artworkSvg(image)));
  const bytes = await (
    image.format === 'png'
      ? canvas.png({ compressionLevel: 8 })
      : image.format === 'webp'
        ? canvas.webp({ quality: 90 })
        : canvas.jpeg({ quality: 85 })
  ).toBuffer();
  // Written aside then renamed: processes sharing the directory never read half an image.
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
  return bytes;
}

/**
 * Draws, once, every image the seed and the content documents reference, so no page pays for it on its
 * first load. Images already in `dir` are kept.
 */
export async function ensureImages(dir: string): Promise<void> {
  const paths = new Set([...seededImagePaths(), ...(await contentImagePaths())]);
  const missing = [...paths]
    .map(parseCdnPath)
    .filter((image): image is CdnImage => image !== null && !existsSync(join(dir, image.file)));
  // Two at a time: sharp already uses every core for one image.
  const queue = [...missing];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) await sourceImage(dir, image);
  };
  await Promise.all([worker(), worker()]);
}

async function contentImagePaths(): Promise<string[]> {
  if (!existsSync(contentDir)) return [];
  const files = (await readdir(contentDir, { recursive: true })).filter((f) => f.endsWith('.json'));
  const texts = await Promise.all(files.map((f) => readFile(join(contentDir, f), 'utf8')));
  return texts.flatMap((text) => text.match(/\/cdn\/[a-z]+\/[a-z0-9_-]+\.(?:jpg|png|webp)/g) ?? []);
}
