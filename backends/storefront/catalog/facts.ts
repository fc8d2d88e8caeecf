import type { CurrencyCode } from '../../../lib/markets';
import type { Db } from '../../db';
import { requiredVariantPrice } from './pricing';
import { productTags, type ProductParent } from './products';
import { selectedOptionsOf, type SelectedOption } from './options';
import { variantsOfProduct } from './variants';

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

export function loadFacts(db: Db, products: readonly ProductParent[], currency: CurrencyCode): ProductFacts[] {
  return products.map((product) => {
    const variants = variantsOfProduct(db, product.id).map((variant) => ({
      id: variant.id,
      available: variant.quantity_available > 0,
      price: requiredVariantPrice(db, variant.id, currency).amount,
      options: selectedOptionsOf(variant),
    }));
    const minPrice = variants.length > 0 ? Math.min(...variants.map((v) => v.price)) : 0;
    return { product, tags: productTags(product), variants, minPrice };
  });
}
