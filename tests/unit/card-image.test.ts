import { describe, expect, it } from 'vitest';
import { cardImageOf, chosenOptionValues } from '../../lib/card-image';
import type { Facet } from '../../lib/listing';

const featured = { url: 'black-1.jpg' };
/** A French listing's variants: option names and values in the shopper's language. */
const variant = (color: string, size: string, image: { url: string } | null) => ({
  selectedOptions: [
    { name: 'Couleur', value: color },
    { name: 'Taille', value: size },
  ],
  image,
});
const dress = {
  featuredImage: featured,
  variants: [
    variant('Noir', 'S', { url: 'black-1.jpg' }),
    variant('Noir', 'M', { url: 'black-1.jpg' }),
    variant('Ivoire', 'S', { url: 'ivory-1.jpg' }),
    variant('Sable', 'S', null),
  ],
};

const colourFacet: Facet = {
  id: 'filter.v.option.color',
  label: 'Couleur',
  type: 'LIST',
  values: [
    {
      id: 'filter.v.option.color.black',
      label: 'Noir',
      count: 3,
      input: '{"variantOption":{"name":"color","value":"Black"}}',
    },
    {
      id: 'filter.v.option.color.ivory',
      label: 'Ivoire',
      count: 2,
      input: '{"variantOption":{"name":"color","value":"Ivory"}}',
    },
  ],
};
const typeFacet: Facet = {
  id: 'filter.p.product_type',
  label: 'Type',
  type: 'LIST',
  values: [{ id: 'filter.p.product_type.dress', label: 'Robe', count: 4, input: '{"productType":"Dress"}' }],
};

describe('the option values a listing is filtered by', () => {
  it("are each chosen variant option's value and label (the shop's language and the shopper's)", () => {
    const selected = { 'filter.v.option.color': ['ivory'], 'filter.p.product_type': ['dress'] };
    expect(chosenOptionValues(selected, [colourFacet, typeFacet])).toEqual(['Ivory', 'Ivoire']);
  });

  it('are none without a variant option chosen', () => {
    expect(chosenOptionValues({}, [colourFacet])).toEqual([]);
    expect(chosenOptionValues({ 'filter.p.product_type': ['dress'] }, [colourFacet, typeFacet])).toEqual([]);
  });
});

describe("a card's picture", () => {
  it('is the featured image when the listing is not filtered by an option', () => {
    expect(cardImageOf(dress, [])).toBe(featured);
  });

  it("is the chosen colour's variant image, found by its translated value", () => {
    expect(cardImageOf(dress, ['Ivory', 'Ivoire'])).toEqual({ url: 'ivory-1.jpg' });
    expect(cardImageOf(dress, ['ivoire'])).toEqual({ url: 'ivory-1.jpg' });
  });

  it('is the first variant with one of several chosen colours', () => {
    expect(cardImageOf(dress, ['Green', 'Vert', 'Ivory', 'Ivoire'])).toEqual({ url: 'ivory-1.jpg' });
  });

  it('is the variant with the most of the values chosen: a size chosen too does not bring back another colour', () => {
    expect(cardImageOf(dress, ['Ivory', 'Ivoire', 'S', 'S'])).toEqual({ url: 'ivory-1.jpg' });
  });

  it('is the featured image when that colour has no picture of its own', () => {
    expect(cardImageOf(dress, ['Sand', 'Sable'])).toBe(featured);
    expect(cardImageOf(dress, ['XL'])).toBe(featured);
  });
});
