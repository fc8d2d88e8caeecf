import 'server-only';
import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { getPageDocument } from './content';

export type CampaignKind = 'fragrance' | 'fashion';

export type LandingDocument = Content.LandingFragranceV2Document | Content.LandingFashionV2Document;

/** A campaign landing page (spec §2.2: the two campaign types with a _v2 suffix). */
export function getLandingDocument(locale: Locale, kind: CampaignKind, uid: string) {
  return getPageDocument<LandingDocument>(locale, `landing_${kind}_v2`, uid);
}
