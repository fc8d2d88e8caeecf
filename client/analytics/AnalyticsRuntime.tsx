'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { useShopifyCookies } from '@shopify/hydrogen-react/useShopifyCookies';
import { analyticsAllowed } from '@/client/consent/consent-store';
import { Nothing, orFallback } from '@/client/shell/island-fallback';
import { subscribeAnalyticsEvents } from './data-layer';
import { sendToRetailTag, type RetailTagConfig } from '@/client/vendors/retail-tag';
import { loadTagManager } from './tag-manager';
import { sendToShopify } from './shopify-events';

// Vercel's scripts exist only on a Vercel deployment (/_vercel/insights, /_vercel/speed-insights):
// elsewhere they would 404, so they are mounted only there, and they drop every event without consent.
const VercelAnalytics = dynamic(
  orFallback(() => import('@vercel/analytics/next').then((m) => m.Analytics), Nothing),
  { ssr: false },
);
const SpeedInsights = dynamic(
  orFallback(() => import('@vercel/speed-insights/next').then((m) => m.SpeedInsights), Nothing),
  { ssr: false },
);
const onlyWithConsent = <T,>(event: T): T | null => (analyticsAllowed() ? event : null);

export interface AnalyticsRuntimeProps {
  consent: boolean;
  /** Where Shopify's analytics batches go: the store's domain, or the local backends. */
  analyticsOrigin: string;
  gtmId: string | null;
  /** The retail-marketing tag (docs/adr/0022), when configured. */
  retailTag: RetailTagConfig | null;
  onVercel: boolean;
}

/**
 * What runs only after consent (loaded by AnalyticsIsland): hydrogen-react's Shopify cookies (set
 * with consent, deleted when it is withdrawn: spec §7.4), Shopify analytics for each data-layer event,
 * the retail-marketing tag, the tag manager and Vercel's analytics.
 */
export function AnalyticsRuntime({
  consent,
  analyticsOrigin,
  gtmId,
  retailTag,
  onVercel,
}: AnalyticsRuntimeProps) {
  useShopifyCookies({ hasUserConsent: consent });
  const consentRef = useRef(consent);

  useEffect(() => {
    consentRef.current = consent;
  }, [consent]);

  useEffect(
    () =>
      subscribeAnalyticsEvents((event) => {
        if (!consentRef.current) return;
        sendToShopify(event, analyticsOrigin);
        if (retailTag) sendToRetailTag(event, retailTag);
      }),
    [analyticsOrigin, retailTag],
  );

  useEffect(() => {
    if (consent && gtmId) loadTagManager(gtmId);
  }, [consent, gtmId]);

  if (!onVercel || !consent) return null;
  return (
    <>
      <VercelAnalytics beforeSend={onlyWithConsent} />
      <SpeedInsights beforeSend={onlyWithConsent} />
    </>
  );
}
