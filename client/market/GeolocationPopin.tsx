'use client';

import { useState } from 'react';
import { geolocationPopinCookieMaxAgeSeconds } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import { marketCookies } from '@/lib/market-preference';
import { writeCookie } from '@/client/shell/cookies';
import { usePromptTurn } from '@/client/shell/prompt-queue';
import { MarketBar } from './MarketBar';
import { MarketPicker } from './MarketPicker';
import type { MarketChoices, MarketPickerLabels } from './market-types';

interface GeolocationPopinProps {
  locale: Locale;
  visitorCountry: string;
  choices: MarketChoices;
  title: string;
  paragraphs: string[];
  labels: MarketPickerLabels & { stay: string };
}

/**
 * The geolocation pop-in, global variant (spec §2.3): proposes the market of the detected country, in
 * the market prompts' compact bar (ADR 0021) when its turn comes. Staying or choosing counts as
 * accepted for 365 days (spec §7.4).
 */
export function GeolocationPopin({
  locale,
  visitorCountry,
  choices,
  title,
  paragraphs,
  labels,
}: GeolocationPopinProps) {
  const [open, setOpen] = useState(true);
  const turn = usePromptTurn('market', open);
  const accept = () => {
    writeCookie(marketCookies.geolocationAccepted, '1', geolocationPopinCookieMaxAgeSeconds);
    setOpen(false);
  };
  if (!turn) return null;
  const known = choices.countries.some((option) => option.code === visitorCountry);
  return (
    <MarketBar
      testId="geolocation-popin"
      title={title}
      text={paragraphs}
      dismiss={{ label: labels.stay, spelled: true, onDismiss: accept }}
    >
      <MarketPicker
        locale={locale}
        choices={choices}
        initialCountry={known ? visitorCountry : ''}
        labels={labels}
        onSubmitted={accept}
        idPrefix="geolocation"
      />
    </MarketBar>
  );
}
