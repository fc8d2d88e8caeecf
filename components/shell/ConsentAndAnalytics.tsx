import { getTranslations } from 'next-intl/server';
import { AnalyticsIsland } from '@/client/analytics/AnalyticsIsland';
import { ConsentManager } from '@/client/consent/ConsentManager';
import type { ConsentLabels } from '@/client/consent/labels';
import { localeConfig, type Locale } from '@/lib/markets';
import { thirdPartyIds } from '@/lib/third-party';
import { serverConfig } from '@/server/config';
import { configuredVendorScripts } from '@/server/vendors';
import { getShopId } from '@/server/shopify/shop';

const labelKeys = [
  'bannerTitle',
  'bannerText',
  'acceptAll',
  'rejectAll',
  'settings',
  'dialogTitle',
  'dialogText',
  'necessaryTitle',
  'necessaryText',
  'analyticsTitle',
  'analyticsText',
  'save',
  'close',
  'saved',
] as const satisfies readonly (keyof ConsentLabels)[];

/** The consent manager and the consent-gated analytics of every page (spec §7.3, §7.4). */
export async function ConsentAndAnalytics({ locale }: { locale: Locale }) {
  const [t, shopId] = await Promise.all([getTranslations({ locale, namespace: 'consent' }), getShopId()]);
  const ids = thirdPartyIds(process.env);
  const { currency, language } = localeConfig(locale);
  const { retailTag } = configuredVendorScripts();
  return (
    <>
      <ConsentManager
        oneTrustDomainId={ids.oneTrustDomainId}
        labels={Object.fromEntries(labelKeys.map((key) => [key, t(key)])) as unknown as ConsentLabels}
      />
      <AnalyticsIsland
        currency={currency}
        language={language}
        shopId={shopId}
        analyticsOrigin={serverConfig().shopify.fetchOrigin}
        gtmId={ids.gtmId}
        retailTag={retailTag}
        onVercel={ids.onVercel}
      />
    </>
  );
}
