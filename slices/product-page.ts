import Accordion from './Accordion';
import Hero from './Hero';
import ProductGrid from './ProductGrid';
import ProductSlider from './ProductSlider';
import PushBlocks from './PushBlocks';
import RichTextSlice from './RichText';
import Testimonial from './Testimonial';
import VideoPlayer from './VideoPlayer';

/**
 * The slices product page types accept (customtypes/product_page_*): a product page imports only
 * these, so the islands of the other slices (quiz, gift card and tracking forms) stay out of its
 * JavaScript.
 */
export const productPageComponents = {
  hero: Hero,
  accordion: Accordion,
  product_slider: ProductSlider,
  product_grid: ProductGrid,
  push_blocks: PushBlocks,
  testimonial: Testimonial,
  video_player: VideoPlayer,
  rich_text: RichTextSlice,
};
