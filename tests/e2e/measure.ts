import type { Locator } from '@playwright/test';
import sharp from 'sharp';

/** Geometry and colour measures for journeys that check what a shopper sees (tests/e2e/journeys.spec.ts). */

type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator}`);
  return box;
}

/** The horizontal gap between two boxes side by side (negative when they overlap). */
export function horizontalGap(left: Box, right: Box): number {
  return right.x - (left.x + left.width);
}

/** WCAG 2 relative luminance of an sRGB colour given as 0–255 channels. */
export function luminance([r, g, b]: readonly number[]): number {
  const [lr, lg, lb] = [r!, g!, b!].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

/** The channels of a computed CSS colour, rgb() or rgba(). */
export function channels(color: string): number[] {
  const values = /rgba?\(([^)]+)\)/
    .exec(color)?.[1]
    ?.split(/[\s,/]+/)
    .map(Number);
  if (!values || values.length < 3) throw new Error(`not an rgb colour: ${color}`);
  return values.slice(0, 3);
}

/** WCAG 2 contrast ratio of two luminances. */
export function contrastOfLuminances(a: number, b: number): number {
  const [light, dark] = [a, b].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export function contrastRatio(foreground: string, background: string): number {
  return contrastOfLuminances(luminance(channels(foreground)), luminance(channels(background)));
}

/**
 * The lightest colour behind an element's text, read from the screen with the text made transparent:
 * what a light text (the hero's white heading over a photograph) must stand out from.
 */
export async function lightestLuminanceBehind(locator: Locator): Promise<number> {
  await locator.evaluate((element: HTMLElement) => {
    element.style.setProperty('color', 'transparent', 'important');
    element.style.setProperty('text-shadow', 'none', 'important');
  });
  const png = await locator.screenshot({ animations: 'disabled' });
  await locator.evaluate((element: HTMLElement) => {
    element.style.removeProperty('color');
    element.style.removeProperty('text-shadow');
  });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lightest = 0;
  for (let offset = 0; offset < info.width * info.height * 3; offset += 3)
    lightest = Math.max(lightest, luminance([data[offset]!, data[offset + 1]!, data[offset + 2]!]));
  return lightest;
}
