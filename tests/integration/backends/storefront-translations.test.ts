import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';

/** The catalogue in the @inContext language, English where the shop has no translation. */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

async function ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await storefront<T>(backends, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

interface Product {
  title: string;
  productType: string;
  subtitle: { value: string };
  accordions: { value: string };
  options: { name: string; optionValues: { name: string }[] }[];
  variants: { nodes: { title: string; selectedOptions: { name: string; value: string }[] }[] };
  colorName: { value: string };
}

const productQuery = `query ($language: LanguageCode) @inContext(country: FR, language: $language) {
  product(handle: "silk-wrap-dress") {
    title productType
    subtitle: metafield(namespace: "custom", key: "subtitle") { value }
    accordions: metafield(namespace: "custom", key: "accordions") { value }
    options { name optionValues { name } }
    variants(first: 1) { nodes { title selectedOptions { name value } } }
    colorName: metafield(namespace: "custom", key: "color_name") { value }
  }
}`;

const product = async (language: string) =>
  (await ok<{ product: Product }>(productQuery, { language })).product;

interface Facet {
  id: string;
  label: string;
  values: { id: string; label: string; input: string; count: number }[];
}

const facetsQuery = `query ($language: LanguageCode, $filters: [ProductFilter!]) @inContext(country: FR, language: $language) {
  collection(handle: "dresses") {
    title
    products(first: 50, filters: $filters) { nodes { handle } filters { id label values { id label input count } } }
  }
}`;

async function dresses(language: string, filters: unknown[] = []) {
  const data = await ok<{
    collection: { title: string; products: { nodes: { handle: string }[]; filters: Facet[] } };
  }>(facetsQuery, { language, filters });
  return data.collection;
}

const facet = (facets: Facet[], id: string) => facets.find((f) => f.id === id)!;

describe('catalogue translations', () => {
  it('answers a product, its options, variants and metafields in French', async () => {
    const fr = await product('FR');
    expect(fr.title).toBe('Robe portefeuille en soie');
    expect(fr.productType).toBe('Robe');
    expect(fr.subtitle.value).toBe('Crêpe de Chine de soie');
    expect(fr.options.map((o) => o.name)).toEqual(['Couleur', 'Taille']);
    expect(fr.options[0]!.optionValues.map((v) => v.name)).toEqual(['Noir', 'Ivoire']);
    expect(fr.variants.nodes[0]).toEqual({
      title: 'Noir / XS',
      selectedOptions: [
        { name: 'Couleur', value: 'Noir' },
        { name: 'Taille', value: 'XS' },
      ],
    });
    expect(fr.colorName.value).toBe('Noir');
    const accordions = JSON.parse(fr.accordions.value) as { title: string; content: string }[];
    expect(accordions.map((a) => a.title)).toEqual([
      'Description',
      'Composition et entretien',
      'Taille et coupe',
      'Livraison et retours',
    ]);
    expect(accordions[1]!.content).toBe('100 % soie. Doublure 100 % cupro. Nettoyage à sec uniquement.');
    expect(accordions[2]!.content).toContain('Le mannequin mesure 1,78 m et porte une taille S.');
  });

  it('answers the same product in Japanese', async () => {
    const ja = await product('JA');
    expect(ja.title).toBe('シルク ラップドレス');
    expect(ja.options.map((o) => o.name)).toEqual(['カラー', 'サイズ']);
    expect(ja.options[0]!.optionValues.map((v) => v.name)).toEqual(['ブラック', 'アイボリー']);
    expect(ja.variants.nodes[0]!.title).toBe('ブラック / XS');
    expect(ja.subtitle.value).toBe('シルククレープデシン');
    expect(JSON.parse(ja.accordions.value)[1].title).toBe('素材とお手入れ');
  });

  it('falls back to English for a language the shop does not translate', async () => {
    const de = await product('DE');
    expect(de.title).toBe('Silk Wrap Dress');
    expect(de.options.map((o) => o.name)).toEqual(['Color', 'Size']);
    expect(de.variants.nodes[0]!.title).toBe('Black / XS');
    expect(de.subtitle.value).toBe('Silk crêpe de Chine');
    expect(JSON.parse(de.accordions.value)[1].title).toBe('Composition & care');
    expect((await dresses('DE')).title).toBe('Dresses');
  });

  it('labels a collection and its facets in French and Japanese, with language-independent ids and inputs', async () => {
    const [en, fr, ja] = await Promise.all([dresses('EN'), dresses('FR'), dresses('JA')]);
    expect(fr.title).toBe('Robes');
    expect(ja.title).toBe('ドレス');
    const colour = (c: typeof en) => facet(c.products.filters, 'filter.v.option.color');
    expect(colour(fr).label).toBe('Couleur');
    expect(colour(ja).label).toBe('カラー');
    const black = (c: typeof en) => colour(c).values.find((v) => v.id === 'filter.v.option.color.black')!;
    expect(black(en).label).toBe('Black');
    expect(black(fr).label).toBe('Noir');
    expect(black(ja).label).toBe('ブラック');
    expect(black(fr).input).toBe(black(en).input);
    expect(black(ja).input).toBe(black(en).input);
    expect(facet(fr.products.filters, 'filter.v.availability').label).toBe('Disponibilité');
    expect(facet(fr.products.filters, 'filter.v.availability').values.map((v) => v.label)).toEqual([
      'En stock',
      'En rupture de stock',
    ]);
    expect(facet(ja.products.filters, 'filter.v.price').label).toBe('価格');
    expect(facet(fr.products.filters, 'filter.p.product_type').values.map((v) => v.label)).toEqual(['Robe']);
    // Same facets in every language, value for value.
    const ids = (c: typeof en) =>
      c.products.filters.flatMap((f) => f.values.map((v) => `${v.id} ${v.input}`));
    expect(ids(fr)).toEqual(ids(en));
    expect(ids(ja)).toEqual(ids(en));
  });

  it('filters by a facet input taken from a translated answer', async () => {
    const fr = await dresses('FR');
    const black = facet(fr.products.filters, 'filter.v.option.color').values.find((v) => v.label === 'Noir')!;
    const filtered = await dresses('FR', [JSON.parse(black.input)]);
    expect(filtered.products.nodes.length).toBe(black.count);
    expect(filtered.products.nodes.length).toBeGreaterThan(0);
    expect(filtered.products.nodes.length).toBeLessThan(fr.products.nodes.length);
    expect(filtered.products.nodes.map((n) => n.handle)).toContain('silk-wrap-dress');
  });

  it('finds a variant by options named in the request language', async () => {
    const data = await ok<{ product: { variantBySelectedOptions: { title: string } | null } }>(
      `query @inContext(country: FR, language: FR) {
        product(handle: "silk-wrap-dress") {
          variantBySelectedOptions(selectedOptions: [{ name: "Couleur", value: "Ivoire" }, { name: "Taille", value: "M" }]) { title }
        }
      }`,
    );
    expect(data.product.variantBySelectedOptions?.title).toBe('Ivoire / M');
  });
});
