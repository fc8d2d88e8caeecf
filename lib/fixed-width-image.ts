import imageLoader from './image-loader';
import { deviceSizes, imageSizes } from './constants';

/**
 * The size of a picture always shown `displayWidth` CSS pixels wide, from its file's proportions. Given
 * a number width and no `sizes`, a picture is offered as two files (1x and 2x, below); with
 * `sizes="240px"` next/image lists every width of deviceSizes and imageSizes, in the HTML and again in
 * the RSC payload of every page that shows one (docs/adr/0017).
 */
export function fixedWidth(
  image: { width: number; height: number },
  displayWidth: number,
): { width: number; height: number } {
  return { width: displayWidth, height: Math.round((displayWidth * image.height) / image.width) };
}

const configuredWidths = [...imageSizes, ...deviceSizes].sort((a, b) => a - b);

/** The configured width that serves `width` pixels, as next/image picks it: both ask for one file. */
function servedWidth(width: number): number {
  return configuredWidths.find((configured) => configured >= width) ?? configuredWidths.at(-1)!;
}

/**
 * The files of a picture shown `displayWidth` CSS pixels wide, 1x and 2x, as next/image chooses them
 * for a number width and no `sizes` (tests/unit/fixed-width-image.test.ts compares the two). Plain
 * arithmetic, so the islands that show such pictures (the mega menu, the cart) ship no image code.
 */
export function fixedWidthFiles(src: string, displayWidth: number): { srcSet: string; src: string } {
  const widths = [...new Set([displayWidth, displayWidth * 2].map(servedWidth))];
  return {
    srcSet: widths.map((width, i) => `${imageLoader({ src, width })} ${i + 1}x`).join(', '),
    src: imageLoader({ src, width: widths.at(-1)! }),
  };
}
