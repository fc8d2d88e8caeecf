import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { describe, expect, it } from 'vitest';
import { narrowestSlot, withoutUnusedWidths } from '@/lib/srcset';
import { deviceSizes, imageSizes } from '@/lib/constants';
import imageLoader from '@/lib/image-loader';
import { nextImageConfig } from '../support/next-image-config';

const widths = (srcSet: string) =>
  srcSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));

describe('the narrowest slot a sizes attribute gives', () => {
  it.each([
    ['(min-width: 1024px) 23vw, 46vw', 147.2],
    ['(min-width: 768px) 23vw, 46vw', 147.2],
    ['(min-width: 1024px) 230px, (min-width: 768px) 23vw, 46vw', 147.2],
    ['(min-width: 1024px) 25vw, 100vw', 256],
    ['(max-width: 767px) 100vw, 50vw', 160],
    ['100vw', 320],
    ['240px', 240],
  ])('%s: %f px', (sizes, slot) => {
    expect(narrowestSlot(sizes)).toBeCloseTo(slot);
  });

  it.each(['calc(100vw - 2rem)', '(min-width: 1024px) and (orientation: landscape) 50vw, 100vw', '30em'])(
    'knows nothing of %s',
    (sizes) => {
      expect(narrowestSlot(sizes)).toBeNull();
    },
  );
});

describe('a srcset without the files no browser takes', () => {
  // What next/image renders for a product card, with next.config.ts's image settings.
  const { props: card } = getImgProps(
    {
      src: 'https://cdn.shopify.com/s/files/1/dress.jpg',
      alt: '',
      width: 1200,
      height: 1500,
      sizes: '(min-width: 1024px) 23vw, 46vw',
    },
    { defaultLoader: imageLoader, imgConf: nextImageConfig },
  );

  it('drops a product card’s files narrower than a card on the narrowest phone', () => {
    expect(widths(card.srcSet!)).toEqual(
      [...imageSizes, ...deviceSizes].filter((w) => w >= 48).sort((a, b) => a - b),
    );
    expect(widths(withoutUnusedWidths(card.srcSet!, card.sizes))).toEqual([
      160, 256, 320, 384, 480, 640, 750, 828, 1080, 1440, 1940,
    ]);
  });

  it('keeps every file for a picture it cannot reason about, and density srcsets', () => {
    expect(withoutUnusedWidths(card.srcSet!, 'calc(100vw - 2rem)')).toBe(card.srcSet);
    expect(withoutUnusedWidths(card.srcSet!, undefined)).toBe(card.srcSet);
    expect(withoutUnusedWidths('/a.jpg?w=240 1x, /a.jpg?w=480 2x', '240px')).toBe(
      '/a.jpg?w=240 1x, /a.jpg?w=480 2x',
    );
  });

  it('keeps the widest file when every file is narrower than the slot', () => {
    expect(withoutUnusedWidths('/a.jpg?w=64 64w, /a.jpg?w=96 96w', '100vw')).toBe(
      '/a.jpg?w=64 64w, /a.jpg?w=96 96w',
    );
  });
});
