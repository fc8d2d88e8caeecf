'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { AnalyticsProduct } from '@/lib/analytics/events';
import { hasAnalyticsConsent } from '@/lib/consent';
import { useConsent } from '@/client/consent/consent-store';
import { pushAnalyticsEvent } from './data-layer';

/** spec §3: the product view of a product page, once per page view, when (or once) consent is given. */
export function ProductViewEvent({ product }: { product: AnalyticsProduct }) {
  const consent = hasAnalyticsConsent(useConsent().groups);
  const pathname = usePathname();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!consent || sentFor.current === pathname) return;
    sentFor.current = pathname;
    // After the page view of the same page (the shell's island pushes it in an earlier effect pass).
    const timer = setTimeout(() => pushAnalyticsEvent('product_view', { products: [product] }), 0);
    return () => clearTimeout(timer);
  }, [consent, pathname, product]);
  return null;
}
