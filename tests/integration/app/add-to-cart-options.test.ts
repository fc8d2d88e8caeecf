import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { jar, run } from '../../support/action-harness';
import { freshBackends } from '../../support/backends';

vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => `t:${key}` }));

const { addToCartAction } = await import('@/server/actions/cart');
const { getVisitorCart } = await import('@/server/cart/session');
const { getProduct } = await import('@/server/shopify/products');

/** The product form's post, as a browser without a script sends it (no action header: a redirect). */
const add = (entries: Record<string, string>) =>
  run((_state, data: FormData) => addToCartAction({ status: 'idle' }, data), entries);

/**
 * A browser without JavaScript posts the product form itself (docs/adr/0014): the options the shopper
 * chose are what is added, never the variant the page opened on.
 */

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());
beforeEach(() => jar.clear());

/** The dress's option names and values as the French page shows them. */
async function dressOptions() {
  const product = await getProduct('fr-fr', 'silk-wrap-dress');
  const [colour, size] = product!.options.map((option) => option.name);
  const variant = (title: string) => product!.variants.nodes.find((v) => v.title === title)!;
  return { colour: colour!, size: size!, variant };
}

async function linesInCart() {
  const cart = await getVisitorCart('fr-fr');
  return (cart?.lines.nodes ?? []).map((line) => ({
    quantity: line.quantity,
    options: 'selectedOptions' in line.merchandise ? line.merchandise.selectedOptions : null,
  }));
}

describe('add to cart without JavaScript', () => {
  it('adds the colour and size chosen (Ivoire, M), not the variant the page opened on', async () => {
    const { colour, size, variant } = await dressOptions();
    const ivoryM = variant('Ivoire / M');
    expect(ivoryM.availableForSale).toBe(true);
    const posted = await add({
      product: 'silk-wrap-dress',
      [`options[${colour}]`]: 'Ivoire',
      [`options[${size}]`]: 'M',
      quantity: '1',
    });
    expect(posted.location).toBe('/fr-fr/cart?added=1');
    expect(await linesInCart()).toEqual([
      {
        quantity: 1,
        options: [
          { name: colour, value: 'Ivoire' },
          { name: size, value: 'M' },
        ],
      },
    ]);
  });

  it('refuses a combination not for sale (Noir, XS) in the product page, adding nothing', async () => {
    const { colour, size, variant } = await dressOptions();
    expect(variant('Noir / XS').availableForSale).toBe(false);
    const posted = await add({
      product: 'silk-wrap-dress',
      [`options[${colour}]`]: 'Noir',
      [`options[${size}]`]: 'XS',
    });
    expect(posted.state).toMatchObject({ status: 'error', code: 'VARIANT_STOCK_UNAVAILABLE' });
    expect(await linesInCart()).toEqual([]);
  });

  it('refuses options the product does not have, or an option missing, with OPTIONS_NOT_OFFERED', async () => {
    const { colour, size } = await dressOptions();
    for (const options of <Record<string, string>[]>[
      { [`options[${colour}]`]: 'Vert', [`options[${size}]`]: 'M' },
      { [`options[${colour}]`]: 'Ivoire' },
      { [`options[${colour}]`]: 'Ivoire', [`options[${size}]`]: 'M', 'options[Matière]': 'Soie' },
    ]) {
      const posted = await add({ product: 'silk-wrap-dress', ...options });
      expect(posted.state).toMatchObject({ status: 'error', code: 'OPTIONS_NOT_OFFERED' });
    }
    const unknown = await add({
      product: 'no-such-product',
      [`options[${colour}]`]: 'Ivoire',
      [`options[${size}]`]: 'M',
    });
    expect(unknown.state).toMatchObject({ status: 'error', code: 'OPTIONS_NOT_OFFERED' });
    expect(await linesInCart()).toEqual([]);
  });

  it('refuses malformed input as INVALID: no product, a bad handle, more than three options', async () => {
    const { colour, size } = await dressOptions();
    for (const entries of [
      { [`options[${colour}]`]: 'Ivoire', [`options[${size}]`]: 'M' },
      { product: '../silk', [`options[${colour}]`]: 'Ivoire' },
      {
        product: 'silk-wrap-dress',
        'options[a]': '1',
        'options[b]': '2',
        'options[c]': '3',
        'options[d]': '4',
      },
      { product: 'silk-wrap-dress' },
    ]) {
      expect((await add(entries)).state).toMatchObject({ status: 'error', code: 'INVALID' });
    }
  });

  it('still adds the variant a script names, whatever options come with it', async () => {
    const { colour, size, variant } = await dressOptions();
    const posted = await add({
      variantId: variant('Noir / L').id,
      product: 'silk-wrap-dress',
      [`options[${colour}]`]: 'Noir',
      [`options[${size}]`]: 'L',
    });
    expect(posted.location).toBe('/fr-fr/cart?added=1');
    expect(await linesInCart()).toEqual([
      {
        quantity: 1,
        options: [
          { name: colour, value: 'Noir' },
          { name: size, value: 'L' },
        ],
      },
    ]);
  });
});
