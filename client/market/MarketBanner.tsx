'use client';

import { useEffect, useState } from 'react';
import { marketPreferenceCookieMaxAgeSeconds } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import { marketCookies } from '@/lib/market-preference';
import { marketBannerDelayMs, shouldShowMarketBanner } from '@/lib/market-prompts';
import { readCookie, writeCookie } from '@/client/shell/cookies';
import { usePromptTurn } from '@/client/shell/prompt-queue';
import { MarketBar } from './MarketBar';
import { MarketPicker } from './MarketPicker';
import type { MarketChoices, MarketPickerLabels } from './market-types';

interface MarketBannerProps {
  locale: Locale;
  visitorCountry: string | null;
  choices: MarketChoices;
  labels: MarketPickerLabels & { title: string; close: string };
}

/**
 * The market banner (spec §4): once the top-of-page sentinel has left the view and its timer fired, a
 * bar at the bottom offers the pickers, when its turn comes (client/shell/prompt-queue.ts). Dismissing
 * or submitting hides it and sets its displayed cookie; the bar gives its room back (0px).
 */
export function MarketBanner({ locale, visitorCountry, choices, labels }: MarketBannerProps) {
  const [sentinelOutOfView, setSentinelOutOfView] = useState(false);
  const [timerFired, setTimerFired] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [displayedCookie] = useState(() => readCookie(marketCookies.marketBannerDisplayed));
  const wanted = !dismissed && shouldShowMarketBanner({ displayedCookie, sentinelOutOfView, timerFired });
  const turn = usePromptTurn('market', wanted);

  useEffect(() => {
    const timer = setTimeout(() => setTimerFired(true), marketBannerDelayMs);
    const sentinel = document.querySelector('[data-market-sentinel]');
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting) setSentinelOutOfView(true);
    });
    if (sentinel) observer.observe(sentinel);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  if (!turn) return null;
  const dismiss = () => {
    writeCookie(marketCookies.marketBannerDisplayed, '1', marketPreferenceCookieMaxAgeSeconds);
    setDismissed(true);
  };
  return (
    <MarketBar
      testId="market-banner"
      title={labels.title}
      dismiss={{ label: labels.close, onDismiss: dismiss }}
    >
      <MarketPicker
        locale={locale}
        choices={choices}
        initialCountry={visitorCountry}
        labels={labels}
        onSubmitted={dismiss}
        idPrefix="market-banner"
      />
    </MarketBar>
  );
}
