import sharp from 'sharp';
import { HttpError } from '../http';
import type { SourceFormat } from './paths';

export type OutputFormat = SourceFormat | 'avif';

/** A resize request read from Shopify's (width, height, crop, format) or imgix's (w, h, fit, q, auto, fm) parameters. */
export interface Transform {
  width: number | null;
  height: number | null;
  /** cover crops to the box; inside fits in it. */
  fit: 'cover' | 'inside';
  position: string;
  quality: number;
  /** Explicit output format (fm / format), else null. */
  format: OutputFormat | null;
  /** auto=format: pick the best format the Accept header allows. */
  autoFormat: boolean;
  rect: { left: number; top: number; width: number; height: number } | null;
}

/** Spec §9: default quality 60. */
const defaultQuality = 60;
const maxSide = 5000;
const positions: Record<string, string> = {
  center: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
};
const formats: Record<string, OutputFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  pjpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};
const autoValues = new Set(['format', 'compress', 'enhance', 'redeye']);

export function parseTransform(params: URLSearchParams): Transform {
  const dpr = params.has('dpr') ? decimal(params.get('dpr')!, 'dpr', 0.1, 5) : 1;
  const size = (name: string, alias: string) => {
    const raw = params.get(name) ?? params.get(alias);
    return raw === null ? null : Math.min(maxSide, Math.round(integer(raw, name, 1, maxSide) * dpr));
  };
  const crop = params.get('crop');
  const fit = params.get('fit');
  if (fit !== null && !['crop', 'clip', 'max'].includes(fit))
    throw new HttpError(400, 'fit must be crop, clip or max');
  const auto = params.get('auto')?.split(',') ?? [];
  if (auto.some((value) => !autoValues.has(value)))
    throw new HttpError(400, 'auto takes format and/or compress');
  const formatName = params.get('fm') ?? params.get('format');
  if (formatName !== null && !formats[formatName])
    throw new HttpError(400, 'fm must be jpg, png, webp or avif');

  return {
    width: size('width', 'w'),
    height: size('height', 'h'),
    fit: fit === 'crop' || (crop !== null && fit === null) ? 'cover' : 'inside',
    position: crop === null ? 'centre' : position(crop),
    quality: params.has('q') ? integer(params.get('q')!, 'q', 1, 100) : defaultQuality,
    format: formatName === null ? null : formats[formatName]!,
    autoFormat: auto.includes('format'),
    rect: params.has('rect') ? rect(params.get('rect')!) : null,
  };
}

/** Shopify's crop=center|top|... and imgix's crop=top,left (edges combined). */
function position(crop: string): string {
  const parts = crop.split(',');
  if (parts.some((part) => !positions[part]))
    throw new HttpError(400, 'crop must be center, top, bottom, left or right');
  const vertical = parts.find((p) => p === 'top' || p === 'bottom');
  const horizontal = parts.find((p) => p === 'left' || p === 'right');
  if (vertical && horizontal) return `${horizontal} ${vertical}`;
  return positions[vertical ?? horizontal ?? 'center']!;
}

function integer(raw: string, name: string, min: number, max: number): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max))
    throw new HttpError(400, `${name} must be a whole number from ${min} to ${max}`);
  return value;
}

function decimal(raw: string, name: string, min: number, max: number): number {
  const value = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max))
    throw new HttpError(400, `${name} must be a number from ${min} to ${max}`);
  return value;
}

function rect(raw: string): Transform['rect'] {
  const parts = raw.split(',');
  if (parts.length !== 4) throw new HttpError(400, 'rect is x,y,width,height');
  const [left, top, width, height] = parts.map((part, i) =>
    integer(part, 'rect', i < 2 ? 0 : 1, maxSide),
  ) as [number, number, number, number];
  return { left, top, width, height };
}

/** The format to send: explicit, else negotiated (auto=format), else the source's own. */
export function outputFormat(transform: Transform, source: SourceFormat, accept: string): OutputFormat {
  if (transform.format) return transform.format;
  if (transform.autoFormat) {
    if (/image\/avif/.test(accept)) return 'avif';
    if (/image\/webp/.test(accept)) return 'webp';
  }
  return source;
}

/** Resizes without ever enlarging past the source (or the rect cut from it). */
export async function applyTransform(
  source: Buffer,
  transform: Transform,
  format: OutputFormat,
): Promise<Buffer> {
  let image = sharp(source);
  const metadata = await image.metadata();
  let sourceWidth = metadata.width;
  let sourceHeight = metadata.height;
  if (transform.rect) {
    const { left, top, width, height } = transform.rect;
    if (left + width > sourceWidth || top + height > sourceHeight)
      throw new HttpError(400, 'rect lies outside the image');
    image = image.extract(transform.rect);
    sourceWidth = width;
    sourceHeight = height;
  }
  let { width, height } = transform;
  if (transform.fit === 'cover' && width && height) {
    // Keep the requested proportions, shrunk until the box fits in the source.
    const shrink = Math.min(1, sourceWidth / width, sourceHeight / height);
    width = Math.max(1, Math.round(width * shrink));
    height = Math.max(1, Math.round(height * shrink));
  }
  if (width || height) {
    image = image.resize({
      width: width ?? undefined,
      height: height ?? undefined,
      fit: transform.fit,
      position: transform.position,
      withoutEnlargement: true,
    });
  }
  const quality = transform.quality;
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    case 'png':
      return image.png({ quality, compressionLevel: 8 }).toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      return image.avif({ quality, effort: 2 }).toBuffer();
  }
}
