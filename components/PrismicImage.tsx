import { isFilled, type ImageFieldImage } from '@prismicio/client';
import { Img, type ImgProps } from '@/client/image/Img';

type PrismicImageProps = Omit<ImgProps, 'src' | 'alt' | 'width' | 'height' | 'loader'> & {
  field: ImageFieldImage | null | undefined;
  /** Overrides the editor's alt text; '' marks the image as decorative. */
  alt?: string;
};

/**
 * A Prismic image as next/image would render it, with the shop's own loader (lib/image-loader.ts speaks
 * imgix). Unlike PrismicNextImage it needs no client component, which keeps Prismic's client off
 * every page with slices.
 */
export function PrismicImage({ field, alt, ...props }: PrismicImageProps) {
  if (!isFilled.image(field)) return null;
  return (
    <Img
      src={field.url}
      width={field.dimensions.width}
      height={field.dimensions.height}
      alt={alt ?? field.alt ?? ''}
      {...props}
    />
  );
}
