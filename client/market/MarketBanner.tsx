'use client';

import { useEffect, useRef, useState } from 'react';
import { marketPreferenceCookieMaxAgeSeconds } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import { marketCookies } from '@/lib/market-preference';
import { marketBannerDelayMs, shouldShowMarketBanner } from '@/lib/market-prompts';
import { readCookie, writeCookie } from '@/client/shell/cookies';
import { MarketPicker } from './MarketPicker';
import type { MarketChoices, MarketPickerLabels } from './market-types';
import styles from './MarketBanner.module.css';

interface MarketBannerProps {
  locale: Locale;
  visitorCountry: string | null;
  choices: MarketChoices;
  labels: MarketPickerLabels & { title: string; close: string };
}

/**
 * The market banner (spec §4): once the top-of-page sentinel has left the view and its timer fired, a
 * bar at the bottom offers the pickers. It takes space through --market-banner-offset and gives it back
 * (0px) when dismissed or submitted, which also sets its displayed cookie.
 */
export function MarketBanner({ locale, visitorCountry, choices, labels }: MarketBannerProps) {
  const [sentinelOutOfView, setSentinelOutOfView] = useState(false);
  const [timerFired, setTimerFired] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [displayedCookie] = useState(() => readCookie(marketCookies.marketBannerDisplayed));
  const banner = useRef<HTMLElement>(null);
  const visible = !dismissed && shouldShowMarketBanner({ displayedCookie, sentinelOutOfView, timerFired });

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

  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(
      '--market-banner-offset',
      visible ? `${banner.current?.offsetHeight ?? 0}px` : '0px',
    );
  }, [visible]);

  if (!visible) return null;
  const dismiss = () => {
    writeCookie(marketCookies.marketBannerDisplayed, '1', marketPreferenceCookieMaxAgeSeconds);
    setDismissed(true);
  };
  return (
    <section
      ref={banner}
      className={styles.banner}
      aria-labelledby="market-banner-title"
      data-testid="market-banner"
    >
      <p id="market-banner-title" className={styles.title}>
        {labels.title}
      </p>
      <MarketPicker
        locale={locale}
        choices={choices}
        initialCountry={visitorCountry}
        labels={labels}
        onSubmitted={dismiss}
        idPrefix="market-banner"
        inline
      />
      <button type="button" className={styles.close} onClick={dismiss} aria-label={labels.close}>
        ×
      </button>
    </section>
  );
}
