import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';
import { purchaseVariants } from '@/components/product/purchase-data';
import { loadProductPage, productPageMetadata } from '@/server/loaders/product';

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());

describe('product pages through the app data layer', () => {
  it('serves a product only under the route of its kind; the gift card under /sets', async () => {
    expect(await loadProductPage('en-eu', 'fashion', 'silk-wrap-dress')).toMatchObject({ kind: 'fashion' });
    expect(await loadProductPage('en-eu', 'fragrance', 'silk-wrap-dress')).toBeNull();
    expect(await loadProductPage('en-eu', 'set', 'discovery-set')).toMatchObject({ kind: 'set' });
    expect(await loadProductPage('en-eu', 'set', 'gift-card')).toMatchObject({ kind: 'gift_card' });
    expect(await loadProductPage('en-eu', 'fashion', 'gift-card')).toBeNull();
    expect(await loadProductPage('en-eu', 'set', 'no-such-set')).toBeNull();
  });

  it('reads the fashion metafields: swatches with the border flag, size information, video with poster', async () => {
    const { product } = (await loadProductPage('en-eu', 'fashion', 'silk-wrap-dress'))!;
    const ivory = product.variants.nodes.find((v) => v.colorName?.value === 'Ivory');
    expect(ivory?.colorHex?.value).toBe('#F4EFE3');
    expect(ivory?.colorHasBorder?.value).toBe('true');
    expect(product.sizeInformation?.value).toContain('true to size');
    const video = product.media.nodes.find((m) => m.__typename === 'Video');
    expect(video && 'previewImage' in video && video.previewImage?.url).toMatch(/poster\.jpg/);
    expect(product.associatedProducts?.references?.nodes.length).toBe(3);
  });

  it('reads the stock per size: only a size with 1 to 3 pieces left says how many', async () => {
    const { product } = (await loadProductPage('fr-fr', 'fashion', 'silk-wrap-dress'))!;
    const variants = purchaseVariants(product, 'fr-fr');
    const few = variants.filter((variant) => variant.lowStock !== null);
    // The seed keeps 2 of Ivory / M (backends/seed/data/fashion/dresses.ts), and Black / XS sold out.
    expect(
      few.map((variant) => [variant.selectedOptions.map((o) => o.value).join(' / '), variant.lowStock]),
    ).toEqual([['Ivoire / M', 2]]);
  });

  it('reads a fragrance with its sample offer, and a set with its components', async () => {
    const fragrance = (await loadProductPage('en-eu', 'fragrance', 'rose-absolue-eau-de-parfum'))!;
    const sample = fragrance.product.sampleProduct?.reference;
    expect(sample?.sampleType?.value).toBe('trybuy');
    expect(sample?.sampleName?.value).toBe('Rose Absolue 2 ml');
    expect(sample?.sampleImage?.value).toMatch(/^http.*rose-absolue-sample-1\.jpg$/);

    const set = (await loadProductPage('en-eu', 'set', 'discovery-set'))!;
    const components = set.product.variants.nodes[0]!.components.nodes;
    expect(components.map((c) => c.productVariant.product.handle)).toEqual([
      'rose-absolue-miniature',
      'santal-noir-miniature',
      'vetiver-fume-miniature',
      'iris-poudre-miniature',
    ]);
  });

  it("takes the editor's document, a _v2 type where one exists for the handle", async () => {
    expect((await loadProductPage('en-eu', 'fashion', 'silk-wrap-dress'))!.document?.type).toBe(
      'product_page_fashion',
    );
    expect((await loadProductPage('en-eu', 'fashion', 'leather-tote-bag'))!.document?.type).toBe(
      'product_page_v2',
    );
    expect((await loadProductPage('fr-fr', 'fashion', 'cashmere-crew-sweater'))!.document?.type).toBe(
      'product_page_fashion_v2',
    );
  });

  it("builds metadata from the SEO tab, else from the product's SEO, with the product page as canonical", async () => {
    const withDocument = await productPageMetadata('en-eu', 'fashion', 'silk-wrap-dress');
    // The editor's title names the brand already: it is used as written, without the layout's suffix.
    expect(withDocument.title).toEqual({ absolute: 'Silk wrap dress in washed crêpe — Maison Aurèle' });
    expect(String(withDocument.alternates?.canonical)).toMatch(/\/en-eu\/fashion\/product\/silk-wrap-dress$/);

    const withoutDocument = await productPageMetadata('en-eu', 'set', 'gift-card');
    expect(withoutDocument.title).toEqual({ absolute: 'Maison Aurèle Gift Card | Maison Aurèle' });
    expect(String(withoutDocument.alternates?.canonical)).toMatch(/\/en-eu\/sets\/gift-card$/);
    expect(withoutDocument.openGraph?.images).toBeDefined();
  });
});
