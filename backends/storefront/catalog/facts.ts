import type { StorefrontContext } from '../context';
import { priceOf, variantsOf } from './request-cache';
import { productTags, type ProductParent } from './products';
import { selectedOptionsOf, type SelectedOption } from './options';

export interface VariantFacts {
  id: number;
  available: boolean;
  /** Minor units in the request currency. */
  price: number;
  options: SelectedOption[];
}

/** What filtering, faceting and sorting read about a product, priced in the request currency. */
export interface ProductFacts {
  product: ProductParent;
  tags: string[];
  variants: VariantFacts[];
  minPrice: number;
}

export function loadFacts(ctx: StorefrontContext, products: readonly ProductParent[]): ProductFacts[] {
  return products.map((product) => {
    const variants = variantsOf(ctx, product.id).map((variant) => ({
      id: variant.id,
      available: variant.quantity_available > 0,
      price: priceOf(ctx, product.id, variant.id).amount,
      options: selectedOptionsOf(variant),
    }));
    const minPrice = variants.length > 0 ? Math.min(...variants.map((v) => v.price)) : 0;
    return { product, tags: productTags(product), variants, minPrice };
  });
}
