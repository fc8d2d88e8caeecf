'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/markets';
import { marketCookies } from '@/lib/market-preference';
import { marketPrompt, type MarketPrompt } from '@/lib/market-prompts';
import { readCookie } from '@/client/shell/cookies';
import { Nothing, orFallback } from '@/client/shell/island-fallback';
import { whenIdle } from '@/client/shell/when-idle';
import { visitorCountry } from '@/client/shell/visitor-country';
import type { MarketChoices, MarketPickerLabels } from './market-types';

// Loaded only when shown: none of them is part of a page's first load. One that fails to load is not
// shown, and the page stays as it is.
const GeolocationPopin = dynamic(
  orFallback(() => import('./GeolocationPopin').then((m) => m.GeolocationPopin), Nothing),
  { ssr: false },
);
const MarketBanner = dynamic(
  orFallback(() => import('./MarketBanner').then((m) => m.MarketBanner), Nothing),
  { ssr: false },
);
const MarketPanel = dynamic(
  orFallback(() => import('./MarketPanel').then((m) => m.MarketPanel), Nothing),
  { ssr: false },
);

export interface DeferredIslandsProps {
  locale: Locale;
  choices: MarketChoices;
  panels: {
    marketTitle: string;
    marketText: string[];
    geolocationTitle: string;
    geolocationText: string[];
  };
  labels: MarketPickerLabels & { close: string; stay: string; continue: string; bannerTitle: string };
}

interface Decisions {
  country: string | null;
  prompt: MarketPrompt;
}

/**
 * The market islands of spec §4 (geolocation pop-in, market panel, market banner). They wait for the
 * browser to be idle, then ask /api/geolocation for the visitor's country, so the page's own loading
 * never waits for them and nothing shifts: they are overlays.
 */
export function DeferredIslands({ locale, choices, panels, labels }: DeferredIslandsProps) {
  const [decisions, setDecisions] = useState<Decisions | null>(null);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void visitorCountry().then((country) => {
        if (!live) return;
        const prompt = marketPrompt({
          visitorCountry: country,
          locale,
          geolocationAccepted: readCookie(marketCookies.geolocationAccepted) === '1',
          panelFlag: readCookie(marketCookies.marketPanel),
          bannerDisplayedCookie: readCookie(marketCookies.marketBannerDisplayed),
        });
        // The decision is visible on <html> (data-market-prompt): what shows and, as much, what does not.
        document.documentElement.dataset.marketPrompt = prompt;
        setDecisions({ country, prompt });
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [locale]);

  if (!decisions) return null;
  if (decisions.prompt === 'panel')
    return (
      <MarketPanel
        title={panels.marketTitle}
        paragraphs={panels.marketText}
        labels={{ close: labels.close, continue: labels.continue }}
      />
    );
  if (decisions.prompt === 'geolocation' && decisions.country)
    return (
      <GeolocationPopin
        locale={locale}
        visitorCountry={decisions.country}
        choices={choices}
        title={panels.geolocationTitle}
        paragraphs={panels.geolocationText}
        labels={labels}
      />
    );
  if (decisions.prompt === 'banner' && decisions.country)
    return (
      <MarketBanner
        locale={locale}
        visitorCountry={decisions.country}
        choices={choices}
        labels={{ ...labels, title: labels.bannerTitle }}
      />
    );
  return null;
}
