import { describe, expect, it } from 'vitest';
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { fixedWidth, fixedWidthFiles } from '@/lib/fixed-width-image';
import imageLoader from '@/lib/image-loader';
import { nextImageConfig } from '../support/next-image-config';

/** What next/image renders for a number width and no `sizes`, with next.config.ts's image settings. */
function nextImageFiles(src: string, width: number, height: number) {
  const { props } = getImgProps(
    { src, width, height, alt: '' },
    { defaultLoader: imageLoader, imgConf: nextImageConfig },
  );
  return { srcSet: props.srcSet, src: props.src };
}

describe('pictures shown at one width (no image code in the browser)', () => {
  const shopify = 'https://cdn.shopify.com/s/files/1/dress.jpg?v=2';
  const prismic = 'https://images.prismic.io/maison/tile.jpg?auto=format,compress';

  it.each([
    [shopify, 80, 100], // a cart line
    [shopify, 64, 80], // an order's or a set's thumbnail
    [prismic, 240, 300], // a mega menu tile
    [prismic, 72, 72], // the footer strip
    [shopify, 160, 200], // recently viewed
    [shopify, 1500, 1875], // wider than every configured width: the widest, once
  ])('asks for the files next/image would (%s at %i px)', (src, width, height) => {
    expect(fixedWidthFiles(src, width)).toEqual(nextImageFiles(src, width, height));
  });

  it('offers the 1x and 2x files of the configured widths', () => {
    const files = fixedWidthFiles(shopify, 80);
    expect(files.srcSet).toBe(
      'https://cdn.shopify.com/s/files/1/dress.jpg?v=2&width=96 1x, ' +
        'https://cdn.shopify.com/s/files/1/dress.jpg?v=2&width=160 2x',
    );
    expect(files.src).toBe('https://cdn.shopify.com/s/files/1/dress.jpg?v=2&width=160');
  });

  it('keeps the file’s proportions at the shown width', () => {
    expect(fixedWidth({ width: 1600, height: 2000 }, 240)).toEqual({ width: 240, height: 300 });
  });
});
