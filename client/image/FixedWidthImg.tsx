import { fixedWidthFiles } from '@/lib/fixed-width-image';

/**
 * A picture always shown `width` CSS pixels wide (thumbnails, menu tiles, cart lines): the `<img>`
 * next/image renders for a number width and no `sizes` (lazy, decoded off the main thread, its alt
 * text hidden while it loads), made by arithmetic alone, so neither side ships image code for it.
 */
export function FixedWidthImg({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, without its client component.
    <img
      alt={alt}
      loading="lazy"
      width={width}
      height={height}
      decoding="async"
      className={className}
      style={{ color: 'transparent' }}
      {...fixedWidthFiles(src, width)}
    />
  );
}
