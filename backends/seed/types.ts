/** Shapes of the seed's data tables (data/) and of the normalised product the builders produce. */

export type Language = 'FR' | 'ES' | 'JA';
/** [title, description] per language; descriptions are plain text, blank lines between paragraphs. */
export type Translations = Record<Language, readonly [title: string, description: string]>;

type FashionCategory = 'dresses' | 'knitwear' | 'outerwear' | 'skirts-and-trousers' | 'accessories';
type FragranceCategory = 'for-her' | 'for-him' | 'unisex';

export interface FashionSeed {
  handle: string;
  title: string;
  productType: string;
  category: FashionCategory;
  subtitle: string;
  description: string;
  composition: string;
  sizeInformation: string;
  priceEur: number;
  compareAtEur?: number;
  /** Names from data/colors.ts. */
  colors: readonly string[];
  sizes: readonly string[];
  /** Stock overrides by variant title ("Black / XS"); other variants get a seeded quantity. */
  stock?: Readonly<Record<string, number>>;
  tags: readonly string[];
  translations: Translations;
  promo?: string;
  privateSalesDiscount?: number;
  comingSoon?: boolean;
  video?: boolean;
  /** Handles shown as "complete the look". */
  associated?: readonly string[];
}

export interface FragranceSeed {
  handle: string;
  title: string;
  category: FragranceCategory;
  productType: string;
  subtitle: string;
  description: string;
  notes: { top: string; heart: string; base: string };
  /** Euro prices of 30, 50 and 100 ml. */
  prices: readonly [number, number, number];
  compareAt?: readonly [number, number, number];
  stock?: Readonly<Record<string, number>>;
  tags: readonly string[];
  translations: Translations;
  video?: boolean;
  promo?: string;
  associated?: readonly string[];
}

export interface SampleSeed {
  handle: string;
  parent: string;
  type: 'trybuy' | 'swp';
}

export interface MiniatureSeed {
  handle: string;
  parent: string;
  priceEur: number;
}

export interface SetSeed {
  handle: string;
  title: string;
  subtitle: string;
  description: string;
  priceEur: number;
  compareAtEur?: number;
  components: readonly { handle: string; variant: string; quantity: number }[];
  tags: readonly string[];
  translations: Translations;
}

interface OptionValue {
  name: string;
  swatchColor?: string;
}

export interface VariantRecord {
  title: string;
  selectedOptions: { name: string; value: string }[];
  sku: string;
  quantity: number;
  /** Euro price, converted per market; `samePriceEverywhere` keeps the figure (gift cards). */
  priceEur: number;
  compareAtEur?: number;
  /**
   * A percentage sale: the variant sells at its full price (compareAtEur, else priceEur) less this
   * percent, to the cent in every currency, with the full price as compare-at.
   */
  markdownPercent?: number;
  samePriceEverywhere?: boolean;
  weightGrams: number;
  /** 1-based position of the product image this variant shows. */
  imagePosition?: number;
  components?: readonly { handle: string; variant: string; quantity: number }[];
  metafields?: MetafieldRecord[];
}

export interface MediaRecord {
  mediaType: 'IMAGE' | 'VIDEO';
  path: string;
  alt: string;
  width: number;
  height: number;
  posterPath?: string;
}

/** A metafield whose value may need other products' ids (references), resolved after insertion. */
export interface MetafieldRecord {
  key: string;
  type: string;
  value: string | ((productGid: (handle: string) => string) => string);
}

export interface ProductRecord {
  handle: string;
  title: string;
  description: string;
  productType: string;
  contentType: 'fashion' | 'fragrance' | 'set' | 'gift_card';
  kind: 'none' | 'sets' | 'gwp' | 'sample' | 'miniature' | 'bundle';
  tags: readonly string[];
  isGiftCard?: boolean;
  seoDescription?: string;
  translations: Translations;
  options: { name: string; values: OptionValue[] }[];
  variants: VariantRecord[];
  media: MediaRecord[];
  metafields: MetafieldRecord[];
  /** Handles of the collections listing the product, root first. */
  collections: readonly string[];
}
