/**
 * Spec §4 "Selling enabled per locale": whether the shop (cart, account, shop links) is on.
 * Pure: the settings come from the content system's global settings, the flags from lib/markets.
 */
import { isLocale, localeConfig, type ShopFlags, type ShopSection } from './markets';

export const shopSections = ['product_page_fragrance', 'product_page_fashion', 'product_page_sets'] as const;

/** Global settings as the content system stores them: the string 'true' switches them on. */
export interface SellingSettings {
  disableShop?: string | null;
  allShop?: string | null;
}

export interface SellingQuery {
  /** Any string, since it often comes straight from a URL; a string that is no locale sells nothing. */
  locale?: string | null;
  section?: ShopSection;
  settings?: SellingSettings;
}

export function isSellingEnabled({ locale, section, settings = {} }: SellingQuery): boolean {
  if (!locale || settings.disableShop === 'true') return false;
  if (settings.allShop === 'true') return true;
  if (!isLocale(locale)) return false;
  return shopFlagsAllow(localeConfig(locale).shop, section);
}

export function shopFlagsAllow(shop: ShopFlags, section?: ShopSection): boolean {
  if (shop === false) return false;
  if (!section) return Object.values(shop).some((enabled) => enabled === true);
  return shop[section] ?? true;
}

export type ProductContentKind = 'fashion' | 'fragrance' | 'set' | 'gift_card';

const sectionOfKind: Record<Exclude<ProductContentKind, 'gift_card'>, ShopSection> = {
  fashion: 'product_page_fashion',
  fragrance: 'product_page_fragrance',
  set: 'product_page_sets',
};

/**
 * The shop section that sells a product kind. A gift card belongs to no section: it is sold
 * wherever the shop sells anything, which is what `isSellingEnabled` does with no section.
 */
export function shopSectionOf(kind: ProductContentKind): ShopSection | undefined {
  return kind === 'gift_card' ? undefined : sectionOfKind[kind];
}
