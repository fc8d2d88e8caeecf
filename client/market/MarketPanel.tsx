'use client';

import { useState } from 'react';
import { marketPreferenceCookieMaxAgeSeconds } from '@/lib/constants';
import { marketCookies } from '@/lib/market-preference';
import { deleteCookie, writeCookie } from '@/client/shell/cookies';
import { Popin } from '@/client/shell/Popin';
import { usePromptTurn } from '@/client/shell/prompt-queue';

interface MarketPanelProps {
  title: string;
  paragraphs: string[];
  labels: { close: string; continue: string };
}

/** The visiting-from-another-country pop-in (spec §4 "Market panel"): closing resets its flags. */
export function MarketPanel({ title, paragraphs, labels }: MarketPanelProps) {
  const [open, setOpen] = useState(true);
  const turn = usePromptTurn('market', open);
  const close = () => {
    deleteCookie(marketCookies.marketPanel);
    writeCookie(marketCookies.marketPanelDisplayed, '1', marketPreferenceCookieMaxAgeSeconds);
    setOpen(false);
  };
  if (!turn) return null;
  return (
    <Popin open onClose={close} title={title} closeLabel={labels.close} testId="market-panel">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <button type="button" className="button" onClick={close}>
        {labels.continue}
      </button>
    </Popin>
  );
}
