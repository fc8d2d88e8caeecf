import { asText, type PrismicDocument, type RichTextField, type SliceZone } from '@prismicio/client';
import { CampaignNavigation } from '@/components/shell/LandingNavigation';
import { Slices } from '@/components/Slices';
import type { Locale } from '@/lib/markets';
import { canonicalPath } from '@/server/seo';
import { PageFrame } from './PageFrame';
import { PageHeader } from './PageHeader';
import { PrivateContent } from './PrivateContent';

type SlicePageDocument = PrismicDocument<{ title: RichTextField; slices: SliceZone; private_page?: boolean }>;

/**
 * A page made of slices (universal page, campaign landing): the title is the page's h1 unless an
 * opening hero already shows one; private pages go through the check. A
 * campaign landing adds its anchor navigation (and, for fashion, the light footer).
 */
export function SlicePage({
  locale,
  document,
  campaign,
}: {
  locale: Locale;
  document: SlicePageDocument;
  campaign?: 'fragrance' | 'fashion';
}) {
  const opensWithHero = document.data.slices[0]?.slice_type === 'hero';
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      {campaign ? <CampaignNavigation locale={locale} kind={campaign} slices={document.data.slices} /> : null}
      <PrivateContent locale={locale} document={document} path={canonicalPath(locale, document) ?? '/'}>
        {opensWithHero ? null : <PageHeader title={document.data.title} />}
        <Slices slices={document.data.slices} locale={locale} />
      </PrivateContent>
    </PageFrame>
  );
}
