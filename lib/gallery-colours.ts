/**
 * Which pictures of a product's gallery show which colour. Shopify has no such link: a variant names
 * one image (its `image`), and a product's media list each colour's pictures from that image on, as the
 * shop's catalogue does (and Shopify's own themes assume). So the option whose values each point to
 * their own image is the colour; a picture belongs to the value whose image comes last before it.
 * Pictures before the first variant image, and videos, show every colour.
 */

interface Variant {
  selectedOptions: readonly { name: string; value: string }[];
  image?: { url: string } | null;
}

interface GalleryMedia {
  /** The picture's URL, or null for a video. */
  imageUrl: string | null;
}

export interface GalleryColours {
  /** The option that changes the pictures (the product's colour). */
  option: string;
  /** That option's values that have pictures, each with the index the page's rules know it by. */
  values: readonly string[];
  /** Per media item, in the media's order: the index of its value in `values`, or null (every colour). */
  mediaValue: readonly (number | null)[];
}

/** The page's style rules hide other colours' pictures for this many colours (ProductGallery.module.css). */
export const galleryColourLimit = 6;

/**
 * The colour groups of a product's media, or null when no option changes the pictures (one colour, no
 * variant images, more colours than the page has rules for).
 */
export function galleryColours(
  options: readonly { name: string; values: readonly string[] }[],
  variants: readonly Variant[],
  media: readonly GalleryMedia[],
): GalleryColours | null {
  for (const option of options) {
    const starts = imageStartsOf(option, variants, media);
    if (!starts) continue;
    const values = option.values.filter((value) => starts.has(value));
    if (values.length < 2 || values.length > galleryColourLimit) continue;
    const startOfIndex = new Map(values.map((value, index) => [starts.get(value)!, index]));
    let current: number | null = null;
    const mediaValue = media.map((item, position) => {
      current = startOfIndex.get(position) ?? current;
      return item.imageUrl === null ? null : current;
    });
    return { option: option.name, values, mediaValue };
  }
  return null;
}

/**
 * Where each value's pictures start in the media list, when every variant of a value names the same
 * picture and no two values share one; else null (this option does not change the pictures).
 */
function imageStartsOf(
  option: { name: string; values: readonly string[] },
  variants: readonly Variant[],
  media: readonly GalleryMedia[],
): Map<string, number> | null {
  const starts = new Map<string, number>();
  for (const variant of variants) {
    const value = variant.selectedOptions.find((selected) => selected.name === option.name)?.value;
    if (value === undefined || !variant.image) continue;
    const position = media.findIndex((item) => item.imageUrl === variant.image!.url);
    if (position < 0) continue;
    const known = starts.get(value);
    if (known !== undefined && known !== position) return null;
    starts.set(value, position);
  }
  const positions = [...starts.values()];
  return new Set(positions).size === positions.length ? starts : null;
}

/** A slide's place in the gallery ("2 / 5"): among every slide, and among those of each colour it shows. */
export interface SlidePlace {
  all: string;
  /** Per colour index the slide shows (its own, or every colour for a slide of all colours). */
  byColour: readonly { colour: number; place: string }[];
}

/**
 * The places of the slides, each colour counted apart: a slide of every colour (a video) is the
 * fourth of one colour and the third of another. The page shows the place of the colour chosen.
 */
export function slidePlaces(mediaValue: readonly (number | null)[], colourCount: number): SlidePlace[] {
  const colours = Array.from({ length: colourCount }, (_, colour) => colour);
  const shows = (value: number | null, colour: number) => value === null || value === colour;
  const totals = colours.map((colour) => mediaValue.filter((value) => shows(value, colour)).length);
  const seen = colours.map(() => 0);
  return mediaValue.map((value, index) => ({
    all: `${index + 1} / ${mediaValue.length}`,
    byColour: colours
      .filter((colour) => shows(value, colour))
      .map((colour) => ({ colour, place: `${++seen[colour]!} / ${totals[colour]}` })),
  }));
}
