import { createHash } from 'node:crypto';
import type { CdnImage } from './paths';

/**
 * A still life drawn for an image name: a gradient room, a sun disc, a plinth and an object (a bottle
 * for fragrance, a garment on a hanger otherwise). No text: the product is the picture, and a burned-in
 * word would be English on every locale's page. Colours and placement come from a hash of the name, so
 * the same name always gives the same picture. Bump `artworkVersion` when the drawing changes.
 */
export const artworkVersion = 3;

export function artworkSvg(image: CdnImage): string {
  const { width: w, height: h } = image;
  const bytes = createHash('sha256').update(image.name).digest();
  const hue = (bytes[0]! / 255) * 360;
  const accent = (hue + 25 + (bytes[1]! / 255) * 60) % 360;
  const view = Number(/-(\d)(?:-\d+x\d+)?$/.exec(image.name)?.[1] ?? 1);
  const unit = Math.min(w, h);
  const sunX = view % 2 ? w * 0.68 : w * 0.32;
  const sunY = h * (0.3 + (bytes[2]! / 255) * 0.1);
  const horizon = h * 0.72;
  // The object is 800 units tall: it must stand in the frame whatever the image's proportions.
  const scale = Math.min(unit / 1000, (horizon * 0.78) / 800) * (view === 3 ? 1.25 : 1);
  const ink = `hsl(${hue.toFixed(0)} 25% 18%)`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="room" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="hsl(${hue.toFixed(0)} 30% 90%)"/>
      <stop offset="1" stop-color="hsl(${accent.toFixed(0)} 28% 76%)"/>
    </linearGradient>
    <linearGradient id="object" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${accent.toFixed(0)} 35% 58%)"/>
      <stop offset="1" stop-color="hsl(${hue.toFixed(0)} 40% 34%)"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#room)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(unit * 0.24).toFixed(0)}" fill="hsl(${accent.toFixed(0)} 55% 84%)" opacity="0.8"/>
  <rect y="${horizon.toFixed(0)}" width="${w}" height="${(h - horizon).toFixed(0)}" fill="hsl(${hue.toFixed(0)} 18% 66%)"/>
  <ellipse cx="${w / 2}" cy="${horizon.toFixed(0)}" rx="${(200 * scale).toFixed(0)}" ry="${(unit * 0.025).toFixed(0)}" fill="${ink}" opacity="0.18"/>
  <g transform="translate(${w / 2} ${horizon.toFixed(0)}) scale(${scale.toFixed(3)})">${
    isFragranceArtwork(image.name) ? bottle : garment
  }</g>
</svg>`;
}

/** Drawn in a 1000-unit box whose origin is the middle of the plinth's front edge. */
const bottle = `
  <rect x="-150" y="-420" width="300" height="420" rx="36" fill="url(#object)" opacity="0.92"/>
  <rect x="-110" y="-390" width="70" height="360" rx="20" fill="#fff" opacity="0.18"/>
  <rect x="-40" y="-470" width="80" height="50" fill="#d9c9a3"/>
  <rect x="-75" y="-590" width="150" height="120" rx="14" fill="#2b2623"/>
  <rect x="-100" y="-250" width="200" height="90" fill="#f7f2ea" opacity="0.9"/>`;

const garment = `
  <path d="M -20 -760 Q 0 -800 20 -760 L 0 -740 Z" fill="none" stroke="#2b2623" stroke-width="8"/>
  <path d="M -170 -700 L 0 -745 L 170 -700" fill="none" stroke="#2b2623" stroke-width="10" stroke-linecap="round"/>
  <path d="M -150 -705 L -60 -730 Q 0 -690 60 -730 L 150 -705 L 120 -430 Q 130 -300 230 -40 L -230 -40 Q -130 -300 -120 -430 Z" fill="url(#object)" opacity="0.94"/>
  <path d="M -120 -430 Q 0 -405 120 -430" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="10"/>`;

/**
 * Fragrance handles end in their concentration or format (see the seed); the content images of the
 * fragrance world name its categories (for-her, for-him, unisex, discovery), its perfumes (rose-absolue,
 * santal-noir) or Grasse, where they are made. Everything else is fashion.
 */
export function isFragranceArtwork(name: string): boolean {
  return /parfum|toilette|cologne|extrait|sample|miniature|-set|-duo|-trio|fragrance|for-her|for-him|unisex|discovery|rose-absolue|santal-noir|grasse/.test(
    name,
  );
}
