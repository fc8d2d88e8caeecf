'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import {
  contestsPopinCookie,
  contestsPopinDelayMs,
  contestsPopinMaxAgeSeconds,
  isContestRunning,
  isContestsPath,
  shouldShowContestsPopin,
} from '@/lib/contests';
import type { Locale } from '@/lib/markets';
import { readCookie, writeCookie } from './cookies';
import { Popin } from './Popin';
import { usePromptTurn } from './prompt-queue';

/**
 * The contests pop-in (spec §2.3, §4): on the locale's root and fragrance root, 5 s after entering,
 * unless already seen. The server renders it only when the global document has content and does not
 * hide it. Closing sets POPIN_CONTESTS_IS_SHOWN for 30 days. Whether the contest still runs is decided
 * here, by the shopper's clock when the page is visited: the server's markup is cached, often for
 * longer than a contest has left.
 */
export function ContestsPopin({
  locale,
  title,
  closeLabel,
  endsOn,
  children,
}: {
  locale: Locale;
  title: string;
  closeLabel: string;
  /** The contest's last day (YYYY-MM-DD), or null when it has none. */
  endsOn: string | null;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const listed = isContestsPath(pathname, locale);
  // Its 5 s are a minimum: it opens when they have passed and its turn has come (ADR 0021).
  const turn = usePromptTurn('contests', openOn === pathname);

  useEffect(() => {
    if (!listed || !isContestRunning(endsOn, new Date())) return;
    const shown = readCookie(contestsPopinCookie);
    if (!shouldShowContestsPopin({ hasContent: true, hidden: false, shownCookie: shown })) return;
    const timer = setTimeout(() => setOpenOn(pathname), contestsPopinDelayMs);
    return () => clearTimeout(timer);
  }, [listed, pathname, endsOn]);

  const close = () => {
    writeCookie(contestsPopinCookie, '1', contestsPopinMaxAgeSeconds);
    setOpenOn(null);
  };
  // Following a link of the pop-in (its way to take part) answers it as closing does: the visitor is
  // not invited again when they come back to the page.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };
  if (!turn) return null;
  return (
    <Popin open onClose={close} title={title} closeLabel={closeLabel} testId="contests-popin">
      {/* No box of its own: the pop-in's column spaces the picture, text and link as before. */}
      <div style={{ display: 'contents' }} onClick={closeOnLink}>
        {children}
      </div>
    </Popin>
  );
}
