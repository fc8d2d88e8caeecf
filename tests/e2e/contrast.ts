import type { Locator } from '@playwright/test';

export interface LowContrast {
  control: string;
  ratio: number;
}

/**
 * The controls among `controls` (visible, enabled) whose text colour stands below `minimum` against
 * the colour behind them (WCAG 2.2 contrast ratio; the shop holds every control to 3:1). Colours are
 * read from getComputedStyle and painted on a canvas, so any CSS colour syntax (oklch, color-mix)
 * comes back as sRGB. A control over a picture has no one colour behind it and is left out.
 */
export function lowContrastControls(controls: Locator, minimum: number): Promise<LowContrast[]> {
  return controls.evaluateAll((elements, least) => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    type Rgb = [number, number, number];
    type Rgba = [number, number, number, number];
    const rgba = (color: string): Rgba => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgb): Rgb => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
    ];
    const linear = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    /** The colour behind an element, its translucent layers laid over the first opaque one. */
    const behind = (element: Element): Rgb | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const layer = rgba(style.backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] === 1) break;
      }
      return layers.reduceRight<Rgb>((below, layer) => over(layer, below), [255, 255, 255]);
    };
    const low: { control: string; ratio: number }[] = [];
    for (const element of elements as HTMLElement[]) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || style.visibility === 'hidden' || element.matches(':disabled')) continue;
      const background = behind(element);
      if (!background) continue;
      const text = over(rgba(style.color), background);
      const [one, other] = [luminance(text), luminance(background)];
      const ratio = (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
      if (ratio < least) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        low.push({
          control: `${element.tagName.toLowerCase()} "${name}"`,
          ratio: Math.round(ratio * 100) / 100,
        });
      }
    }
    return low;
  }, minimum);
}
