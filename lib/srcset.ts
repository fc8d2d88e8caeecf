/** The narrowest viewport the shop lays out for (CSS px); every narrower phone has a density of 2 or more. */
const narrowestViewport = 320;

/** `(min-width: 1024px) 23vw`, `(max-width: 767px) 100vw`, `230px`, `46vw`: one entry of `sizes`. */
const sizesEntry = /^\s*(?:\((?:min-width:\s*(\d+)px|[^()]*)\)\s+)?(\d+(?:\.\d+)?)(vw|px)\s*$/;

/**
 * The narrowest slot, in CSS pixels, that `sizes` can give a picture: a `(min-width: Npx)` entry at N
 * pixels of viewport, any other at the narrowest viewport. Null when an entry is anything else
 * (calc(), em, several conditions): then nothing is known.
 */
export function narrowestSlot(sizes: string): number | null {
  let narrowest = Infinity;
  for (const entry of sizes.split(',')) {
    const match = sizesEntry.exec(entry);
    if (!match) return null;
    const [, minWidth, value, unit] = match;
    const viewport = minWidth ? Number(minWidth) : narrowestViewport;
    narrowest = Math.min(narrowest, unit === 'px' ? Number(value) : (Number(value) * viewport) / 100);
  }
  return narrowest;
}

/**
 * A `w` srcset without the files narrower than the narrowest slot its `sizes` gives, which a browser
 * never takes over a wider one (a screen's density is at least 1). next/image keeps every configured
 * width above a fraction of the smallest device size: a product card offered fifteen files, four of
 * them narrower than any card, in its HTML and again in the page's RSC payload.
 */
export function withoutUnusedWidths(srcSet: string, sizes: string | undefined): string {
  const slot = sizes ? narrowestSlot(sizes) : null;
  if (slot === null) return srcSet;
  const candidates = srcSet.split(', ');
  const kept = candidates.filter((candidate) => {
    const width = / (\d+)w$/.exec(candidate)?.[1];
    return width === undefined || Number(width) >= slot;
  });
  return kept.length > 0 ? kept.join(', ') : srcSet;
}
