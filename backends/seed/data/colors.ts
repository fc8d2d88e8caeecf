/** The maison's colour card: swatch hex, and whether a light swatch needs a border to show on white. */
export const colors: Record<string, { hex: string; border?: boolean }> = {
  Black: { hex: '#111111' },
  Ivory: { hex: '#F4EFE3', border: true },
  Ecru: { hex: '#EDE4D3', border: true },
  Camel: { hex: '#C19A6B' },
  Navy: { hex: '#1F2A44' },
  Burgundy: { hex: '#6B1F2A' },
  'Forest Green': { hex: '#2F4A3A' },
  'Grey Melange': { hex: '#A3A3A3' },
  Charcoal: { hex: '#3B3B3B' },
  Chocolate: { hex: '#4A2C21' },
  Blush: { hex: '#E6C3BC' },
  Sand: { hex: '#D9C7A7', border: true },
  Cognac: { hex: '#9A4B24' },
  'Sky Blue': { hex: '#A9C4DE' },
  Silver: { hex: '#C4C4C4', border: true },
  Gold: { hex: '#C9A54C' },
};

export function colorCode(name: string): string {
  return name
    .split(' ')
    .map((word) => word.slice(0, name.includes(' ') ? 1 : 3))
    .join('')
    .toUpperCase();
}
