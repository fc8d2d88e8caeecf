import { describe, expect, it } from 'vitest';
import { galleryColourLimit, galleryColours, slidePlaces } from '../../lib/gallery-colours';

const image = (url: string) => ({ imageUrl: url });
const video = { imageUrl: null };
const variant = (color: string, size: string, url: string | null) => ({
  selectedOptions: [
    { name: 'Color', value: color },
    { name: 'Size', value: size },
  ],
  image: url ? { url } : null,
});
const options = [
  { name: 'Color', values: ['Ivory', 'Black'] },
  { name: 'Size', values: ['S', 'M'] },
];
const variants = [
  variant('Ivory', 'S', 'ivory-1'),
  variant('Ivory', 'M', 'ivory-1'),
  variant('Black', 'S', 'black-1'),
  variant('Black', 'M', 'black-1'),
];

describe("a gallery's colours", () => {
  it('give each picture the colour whose variant image comes last before it; videos show every colour', () => {
    const media = [image('ivory-1'), image('ivory-2'), image('black-1'), image('black-2'), video];
    expect(galleryColours(options, variants, media)).toEqual({
      option: 'Color',
      values: ['Ivory', 'Black'],
      mediaValue: [0, 0, 1, 1, null],
    });
  });

  it("number the values in the option's order, whatever the order of their pictures", () => {
    const media = [image('black-1'), image('ivory-1'), image('ivory-2')];
    expect(galleryColours(options, variants, media)?.mediaValue).toEqual([1, 0, 0]);
  });

  it('leave the pictures before the first variant image to every colour', () => {
    const media = [image('campaign'), image('ivory-1'), image('black-1')];
    expect(galleryColours(options, variants, media)?.mediaValue).toEqual([null, 0, 1]);
  });

  it('are none when no option changes the pictures', () => {
    const media = [image('ivory-1'), image('black-1')];
    const oneImage = variants.map((v) => ({ ...v, image: { url: 'ivory-1' } }));
    expect(galleryColours(options, oneImage, media)).toBeNull();
    const noImages = variants.map((v) => ({ ...v, image: null }));
    expect(galleryColours(options, noImages, media)).toBeNull();
  });

  it('are none when one colour names two pictures', () => {
    const media = [image('ivory-1'), image('ivory-2'), image('black-1')];
    const mixed = [...variants.slice(0, 1), variant('Ivory', 'M', 'ivory-2'), ...variants.slice(2)];
    expect(galleryColours(options, mixed, media)).toBeNull();
  });

  it(`are none beyond ${galleryColourLimit} colours, which the page has no rules for`, () => {
    const colours = Array.from({ length: galleryColourLimit + 1 }, (_, index) => `c${index}`);
    const many = colours.map((colour) => variant(colour, 'S', colour));
    expect(galleryColours([{ name: 'Color', values: colours }], many, colours.map(image))).toBeNull();
  });
});

describe("a slide's place", () => {
  it('counts every slide, and the slides of each colour apart (a video counts in every colour)', () => {
    expect(slidePlaces([0, 0, 1, null], 2)).toEqual([
      { all: '1 / 4', byColour: [{ colour: 0, place: '1 / 3' }] },
      { all: '2 / 4', byColour: [{ colour: 0, place: '2 / 3' }] },
      { all: '3 / 4', byColour: [{ colour: 1, place: '1 / 2' }] },
      {
        all: '4 / 4',
        byColour: [
          { colour: 0, place: '3 / 3' },
          { colour: 1, place: '2 / 2' },
        ],
      },
    ]);
  });

  it('is the place among all slides only, when no colour changes the pictures', () => {
    expect(slidePlaces([null, null], 0)).toEqual([
      { all: '1 / 2', byColour: [] },
      { all: '2 / 2', byColour: [] },
    ]);
  });
});
