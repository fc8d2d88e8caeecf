'use client';

import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

type EagerImgProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; preload: boolean };

/**
 * A picture loaded at once, rendered as a client component as next/image renders every picture. React's
 * server components turn each eager `<img>` they render into a preload hint of the page's RSC payload,
 * which the browser follows as soon as it reads the payload, a prefetched page's too: every page fetched
 * the home page's hero (the header's links prefetch the home page). Rendered here, the picture and its
 * preload reach only the HTML of the page that shows it, and a client navigation to that page.
 */
export function EagerImg({ preload: isPreloaded, ...img }: EagerImgProps) {
  if (isPreloaded) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      crossOrigin: img.crossOrigin,
      referrerPolicy: img.referrerPolicy,
      fetchPriority: img.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, without next/image.
  return <img {...img} alt={img.alt} />;
}
