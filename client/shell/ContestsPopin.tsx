'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import {
  contestsPopinCookie,
  contestsPopinDelayMs,
  contestsPopinMaxAgeSeconds,
  isContestsPath,
  shouldShowContestsPopin,
} from '@/lib/contests';
import type { Locale } from '@/lib/markets';
import { readCookie, writeCookie } from './cookies';
import { Popin } from './Popin';

/**
 * The contests pop-in (spec §2.3, §4): on the locale's root and fragrance root, 5 s after entering,
 * unless already seen. The server renders it only when the global document has content and does not
 * hide it. Closing sets POPIN_CONTESTS_IS_SHOWN for 30 days.
 */
export function ContestsPopin({
  locale,
  title,
  closeLabel,
  children,
}: {
  locale: Locale;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const listed = isContestsPath(pathname, locale);

  useEffect(() => {
    if (!listed) return;
    const shown = readCookie(contestsPopinCookie);
    if (!shouldShowContestsPopin({ hasContent: true, hidden: false, shownCookie: shown })) return;
    const timer = setTimeout(() => setOpenOn(pathname), contestsPopinDelayMs);
    return () => clearTimeout(timer);
  }, [listed, pathname]);

  const close = () => {
    writeCookie(contestsPopinCookie, '1', contestsPopinMaxAgeSeconds);
    setOpenOn(null);
  };
  if (openOn === null || openOn !== pathname) return null;
  return (
    <Popin open onClose={close} title={title} closeLabel={closeLabel} testId="contests-popin">
      {children}
    </Popin>
  );
}
