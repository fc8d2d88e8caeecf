import Accordion from './Accordion';
import FashionCampaignLooks from './FashionCampaignLooks';
import FragranceCampaignStory from './FragranceCampaignStory';
import GiftCardBalance from './GiftCardBalance';
import Hero from './Hero';
import LookbookGrid from './LookbookGrid';
import ParcelTracking from './ParcelTracking';
import ProductGrid from './ProductGrid';
import ProductSlider from './ProductSlider';
import PushBlocks from './PushBlocks';
import Quiz from './Quiz';
import ReturnWidget from './ReturnWidget';
import RichTextSlice from './RichText';
import Testimonial from './Testimonial';
import VideoPlayer from './VideoPlayer';

/** Slice Machine's library index: slice type id → component (the page blocks of spec §2.2). */
export const components = {
  hero: Hero,
  accordion: Accordion,
  product_slider: ProductSlider,
  product_grid: ProductGrid,
  push_blocks: PushBlocks,
  lookbook_grid: LookbookGrid,
  testimonial: Testimonial,
  video_player: VideoPlayer,
  rich_text: RichTextSlice,
  parcel_tracking: ParcelTracking,
  return_widget: ReturnWidget,
  gift_card_balance: GiftCardBalance,
  quiz: Quiz,
  fragrance_campaign_story: FragranceCampaignStory,
  fashion_campaign_looks: FashionCampaignLooks,
};
