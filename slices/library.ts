import type { SliceMock } from '@/lib/slice-mocks';
import accordionMocks from './Accordion/mocks.json';
import accordionModel from './Accordion/model.json';
import fashionCampaignLooksMocks from './FashionCampaignLooks/mocks.json';
import fashionCampaignLooksModel from './FashionCampaignLooks/model.json';
import footerLinksMocks from './FooterLinks/mocks.json';
import footerLinksModel from './FooterLinks/model.json';
import fragranceCampaignStoryMocks from './FragranceCampaignStory/mocks.json';
import fragranceCampaignStoryModel from './FragranceCampaignStory/model.json';
import giftCardBalanceMocks from './GiftCardBalance/mocks.json';
import giftCardBalanceModel from './GiftCardBalance/model.json';
import heroMocks from './Hero/mocks.json';
import heroModel from './Hero/model.json';
import lookbookGridMocks from './LookbookGrid/mocks.json';
import lookbookGridModel from './LookbookGrid/model.json';
import menuItemMocks from './MenuItem/mocks.json';
import menuItemModel from './MenuItem/model.json';
import parcelTrackingMocks from './ParcelTracking/mocks.json';
import parcelTrackingModel from './ParcelTracking/model.json';
import productGridMocks from './ProductGrid/mocks.json';
import productGridModel from './ProductGrid/model.json';
import productSliderMocks from './ProductSlider/mocks.json';
import productSliderModel from './ProductSlider/model.json';
import pushBlocksMocks from './PushBlocks/mocks.json';
import pushBlocksModel from './PushBlocks/model.json';
import quizMocks from './Quiz/mocks.json';
import quizModel from './Quiz/model.json';
import returnWidgetMocks from './ReturnWidget/mocks.json';
import returnWidgetModel from './ReturnWidget/model.json';
import richTextMocks from './RichText/mocks.json';
import richTextModel from './RichText/model.json';
import testimonialMocks from './Testimonial/mocks.json';
import testimonialModel from './Testimonial/model.json';
import videoPlayerMocks from './VideoPlayer/mocks.json';
import videoPlayerModel from './VideoPlayer/model.json';

export interface LibraryEntry {
  model: { id: string; name: string; variations: { id: string; name: string }[] };
  mocks: SliceMock[];
}

/**
 * Every slice with its model and Slice Machine mocks, in the order of the component library page
 * (/ui). Imported statically so the page is bundled with its examples.
 */
export const sliceLibrary: LibraryEntry[] = [
  { model: heroModel, mocks: heroMocks },
  { model: accordionModel, mocks: accordionMocks },
  { model: productSliderModel, mocks: productSliderMocks },
  { model: productGridModel, mocks: productGridMocks },
  { model: pushBlocksModel, mocks: pushBlocksMocks },
  { model: lookbookGridModel, mocks: lookbookGridMocks },
  { model: testimonialModel, mocks: testimonialMocks },
  { model: videoPlayerModel, mocks: videoPlayerMocks },
  { model: richTextModel, mocks: richTextMocks },
  { model: parcelTrackingModel, mocks: parcelTrackingMocks },
  { model: returnWidgetModel, mocks: returnWidgetMocks },
  { model: giftCardBalanceModel, mocks: giftCardBalanceMocks },
  { model: quizModel, mocks: quizMocks },
  { model: fragranceCampaignStoryModel, mocks: fragranceCampaignStoryMocks },
  { model: fashionCampaignLooksModel, mocks: fashionCampaignLooksMocks },
  // The shell's slices (navigation and footer documents), as their panel and column.
  { model: menuItemModel, mocks: menuItemMocks },
  { model: footerLinksModel, mocks: footerLinksMocks },
];
