'use client';

import { useState } from 'react';
import { geolocationPopinCookieMaxAgeSeconds } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import { marketCookies } from '@/lib/market-preference';
import { writeCookie } from '@/client/shell/cookies';
import { MarketPicker } from './MarketPicker';
import type { MarketChoices, MarketPickerLabels } from './market-types';
import { Popin } from '@/client/shell/Popin';

interface GeolocationPopinProps {
  locale: Locale;
  visitorCountry: string;
  choices: MarketChoices;
  title: string;
  paragraphs: string[];
  labels: MarketPickerLabels & { close: string; stay: string };
}

/**
 * The geolocation pop-in, global variant (spec §2.3): proposes the market of the detected country.
 * Staying, closing or choosing counts as accepted for 365 days (spec §7.4).
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
  const accept = () => {
    writeCookie(marketCookies.geolocationAccepted, '1', geolocationPopinCookieMaxAgeSeconds);
    setOpen(false);
  };
  if (!open) return null;
  const known = choices.countries.some((option) => option.code === visitorCountry);
  return (
    <Popin open onClose={accept} title={title} closeLabel={labels.close} testId="geolocation-popin">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <MarketPicker
        locale={locale}
        choices={choices}
        initialCountry={known ? visitorCountry : ''}
        labels={labels}
        onSubmitted={accept}
        idPrefix="geolocation"
      />
      <button type="button" className="button" data-variant="secondary" onClick={accept}>
        {labels.stay}
      </button>
    </Popin>
  );
}
