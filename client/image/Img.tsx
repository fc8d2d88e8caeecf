import { getImageProps, type ImageProps } from 'next/image';
import { withoutUnusedWidths } from '@/lib/srcset';
import { EagerImg } from './EagerImg';

/** What a picture without JavaScript can honour: no load or error callbacks, no blurred placeholder. */
export type ImgProps = Omit<
  ImageProps,
  'onLoad' | 'onLoadingComplete' | 'onError' | 'placeholder' | 'blurDataURL' | 'priority' | 'ref'
>;

/**
 * next/image's `<img>` without its client component, whose JavaScript and hydration every picture paid
 * for no callback or placeholder used (docs/adr/0017): only `getImageProps` is imported. A lazy picture is a plain `<img>`; one loaded at once
 * (the largest paint, a grid's first row) is a small client component (see EagerImg). The srcset
 * leaves out files narrower than every slot of `sizes` (lib/srcset.ts).
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
