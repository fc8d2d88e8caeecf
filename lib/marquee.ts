/** Pure rules of the announcement banner and its marquee (spec §2.3, §9). */
import { marqueeSpeed, marqueeTextRepeats } from './constants';

/** spec §2.3: shown only if its displayed flag is true and texts exist. */
export function isAnnouncementVisible(
  displayed: boolean | null | undefined,
  texts: readonly string[],
): boolean {
  return displayed === true && texts.some((text) => text.trim() !== '');
}

/** spec §9: the marquee repeats its texts six times, so the loop never shows a gap. */
export function marqueeTexts(texts: readonly string[]): string[] {
  const filled = texts.map((text) => text.trim()).filter(Boolean);
  return Array.from({ length: marqueeTextRepeats }, () => filled).flat();
}

/**
 * spec §9 speed -0.5: half a pixel per frame (60 fps) towards the start, i.e. 30 px/s. The CSS loop
 * moves the track by half its width (three of the six copies), so its duration follows that width.
 */
const marqueePixelsPerSecond = Math.abs(marqueeSpeed) * 60;
export function marqueeDurationSeconds(trackWidthPx: number): number {
  return Math.max(1, Math.round(trackWidthPx / 2 / marqueePixelsPerSecond));
}
