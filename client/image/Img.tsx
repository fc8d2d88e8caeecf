import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/** What a picture without JavaScript can honour: no load or error callbacks, no blurred placeholder. */
export type ImgProps = Omit<
  ImageProps,
  'onLoad' | 'onLoadingComplete' | 'onError' | 'placeholder' | 'blurDataURL' | 'priority' | 'ref'
>;

/**
 * next/image's `<img>` (the srcset from the shop's loader, lazy loading, async decoding, the intrinsic
 * size) without its client component, on whichever side renders it. next/image's `Image` is a client
 * component: every page that showed one loaded its ~5 KB (gzip) of JavaScript and hydrated each picture,
 * though no picture here uses its callbacks or placeholders. Only `getImageProps` is imported, which
 * Turbopack keeps apart from `Image` (next/dist/api/image.js has no side effects), so a server component
 * ships nothing and an island only the srcset arithmetic.
 *
 * `preload` puts the picture in the head with the same options next/image gives React's `preload` in
 * the App Router, so the largest paint (lib/largest-paint.ts) starts with the HTML.
 */
export function Img(props: ImgProps) {
  const { props: img } = getImageProps(props);
  if (props.preload) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      crossOrigin: img.crossOrigin,
      referrerPolicy: img.referrerPolicy,
      fetchPriority: img.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the markup next/image would render (above).
  return <img {...img} alt={img.alt} />;
}
