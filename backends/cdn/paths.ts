/** CDN addresses: /cdn/{folder}/{name}.{ext}, the only images the local CDN knows how to draw. */

const cdnFolders = ['products', 'collections', 'videos', 'content'] as const;
export type SourceFormat = 'jpeg' | 'png' | 'webp';

export interface CdnImage {
  folder: (typeof cdnFolders)[number];
  name: string;
  format: SourceFormat;
  /** Path under the images directory, e.g. products/silk-wrap-dress-1.jpg. */
  file: string;
  width: number;
  height: number;
}

const defaultSize = { width: 1600, height: 2000 };
const maxSide = 4000;
const minSide = 16;
const formatOfExtension: Record<string, SourceFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

/**
 * The image a CDN pathname names, or null for anything else (unknown folder, traversal, odd names).
 * Names are lower-case slugs, so no decoding trick can climb out of the images directory.
 */
export function parseCdnPath(pathname: string): CdnImage | null {
  const match = /^\/cdn\/([a-z]+)\/([a-z0-9][a-z0-9_-]{0,160})\.(jpg|png|webp)$/.exec(pathname);
  if (!match) return null;
  const [, folder, name, extension] = match as unknown as [string, string, string, string];
  if (!(cdnFolders as readonly string[]).includes(folder)) return null;
  const size = /-(\d{1,5})x(\d{1,5})$/.exec(name);
  const width = size ? Number(size[1]) : defaultSize.width;
  const height = size ? Number(size[2]) : defaultSize.height;
  if ([width, height].some((side) => side < minSide || side > maxSide)) return null;
  return {
    folder: folder as CdnImage['folder'],
    name,
    format: formatOfExtension[extension]!,
    file: `${folder}/${name}.${extension}`,
    width,
    height,
  };
}
