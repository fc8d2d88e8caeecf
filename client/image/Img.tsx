import { getImageProps, type ImageProps } from 'next/image';
import { withoutUnusedWidths } from '@/lib/srcset';
import { EagerImg } from './EagerImg';

/** What a picture without JavaScript can honour: no load or error callbacks, no blurred placeholder. */
export type ImgProps = Omit<
  ImageProps,
  'onLoad' | 'onLoadingComplete' | 'onError' | 'placeholder' | 'blurDataURL' | 'priority' | 'ref'
>;

/**
 * next/image's `<img>` (the srcset from the shop's loader, lazy loading, async decoding, the intrinsic
 * size) without its client component. next/image's `Image` is one: every page that showed a picture
 * loaded its ~5 KB (gzip) of JavaScript and hydrated each picture, though no picture here uses its
 * callbacks or placeholders. Only `getImageProps` is imported, which Turbopack keeps apart from `Image`
 * (next/dist/api/image.js has no side effects), so a server component ships no image code.
 *
 * A lazy picture is a plain `<img>` on whichever side renders it. A picture loaded at once (the largest
 * paint, lib/largest-paint.ts, preloaded from the head as next/image does; a grid's first row) is a
 * small client component, for the reason EagerImg gives. Either way its srcset leaves out the files
 * narrower than every slot its `sizes` gives (lib/srcset.ts).
 */
export function Img(props: ImgProps) {
  const { props: generated } = getImageProps(props);
  const img = {
    ...generated,
    srcSet: generated.srcSet && withoutUnusedWidths(generated.srcSet, generated.sizes),
  };
  if (img.loading === 'lazy')
    // eslint-disable-next-line @next/next/no-img-element -- the markup next/image renders (above).
    return <img {...img} alt={img.alt} />;
  return <EagerImg {...img} src={img.src} alt={img.alt} preload={Boolean(props.preload)} />;
}
