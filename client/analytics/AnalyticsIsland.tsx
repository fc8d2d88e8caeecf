'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { hasAnalyticsConsent } from '@/lib/consent';
import { useConsent } from '@/client/consent/consent-store';
import { Nothing, orFallback } from '@/client/shell/island-fallback';
import { pushAnalyticsEvent, setAnalyticsContext } from './data-layer';
import type { AnalyticsRuntimeProps } from './AnalyticsRuntime';

// Loaded only once the visitor consents: a visitor without consent downloads none of it.
// A runtime that fails to load measures nothing, and the page goes on.
const AnalyticsRuntime = dynamic(
  orFallback(() => import('./AnalyticsRuntime').then((m) => m.AnalyticsRuntime), Nothing),
  { ssr: false },
);

/**
 * Analytics on every page, only with consent (spec §1, §5, §6): sets the store context of the data
 * layer, pushes a page view when the path changes (spec §4) or consent is given on this page, and
 * mounts the analytics runtime (Shopify, Vercel, tag manager) after the first consent. It stays
 * mounted when consent is withdrawn, so hydrogen-react deletes its cookies.
 */
export function AnalyticsIsland({
  currency,
  language,
  shopId,
  ...runtime
}: { currency: string; language: string; shopId: string | null } & Omit<AnalyticsRuntimeProps, 'consent'>) {
  const pathname = usePathname();
  const consent = hasAnalyticsConsent(useConsent().groups);
  const [runtimeWanted, setRuntimeWanted] = useState(false);
  const viewSentFor = useRef<string | null>(null);
  // Once consent is given the runtime stays mounted (adjusting state while rendering, not in an effect).
  if (consent && !runtimeWanted) setRuntimeWanted(true);

  useEffect(() => {
    setAnalyticsContext({ currency, language, shopId });
  }, [currency, language, shopId]);

  useEffect(() => {
    if (!consent) {
      viewSentFor.current = null;
      return;
    }
    if (viewSentFor.current === pathname) return;
    viewSentFor.current = pathname;
    pushAnalyticsEvent('page_view');
  }, [consent, pathname]);

  return runtimeWanted ? <AnalyticsRuntime consent={consent} {...runtime} /> : null;
}
