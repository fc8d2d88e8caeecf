'use client';

import { useEffect, useMemo, useState } from 'react';
import { announcerClearMs, resultsStatus, statusDebounceMs, type StatusMessages } from '@/lib/search';
import { localeConfig, type Locale } from '@/lib/markets';

/**
 * The screen-reader status of a listbox (spec §8, §9): 200 ms after the count settles the message is
 * set, and 500 ms later cleared, so the next one is announced again. `count` null: listbox closed.
 * `version` changes with each answer, so the same count is announced again for a new query.
 */
export function useResultsStatus(
  count: number | null,
  messages: StatusMessages,
  locale: Locale,
  version: unknown,
): string {
  const [status, setStatus] = useState('');
  const pluralRules = useMemo(() => new Intl.PluralRules(localeConfig(locale).intl), [locale]);
  const message = count === null ? '' : resultsStatus(count, messages, pluralRules);

  useEffect(() => {
    if (!message) return;
    let clear: ReturnType<typeof setTimeout> | undefined;
    const show = setTimeout(() => {
      setStatus(message);
      clear = setTimeout(() => setStatus(''), announcerClearMs);
    }, statusDebounceMs);
    return () => {
      clearTimeout(show);
      clearTimeout(clear);
    };
  }, [message, version]);

  return status;
}
