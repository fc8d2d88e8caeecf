import Hero from './Hero';
import ProductSlider from './ProductSlider';

/** Slice Machine's library index: slice type id → component. */
export const components = {
  hero: Hero,
  product_slider: ProductSlider,
};
