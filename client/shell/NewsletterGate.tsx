'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { isNewsletterForbidden } from '@/lib/newsletter';
import { visitorCountry } from './visitor-country';

/**
 * spec §6: no newsletter for the settings' forbidden countries. The footer is static, so the block
 * waits for the visitor's country in its reserved space: a forbidden visitor never sees it, not even
 * for a moment. Without a forbidden list there is nothing to wait for. A browser without JavaScript
 * waits forever: the space holds `withoutScript` (a <noscript>, inert where scripts run).
 */
export function NewsletterGate({
  forbiddenCountries,
  placeholderClassName,
  withoutScript,
  children,
}: {
  forbiddenCountries: string | null;
  placeholderClassName?: string;
  withoutScript: ReactNode;
  children: ReactNode;
}) {
  const [allowed, setAllowed] = useState(!forbiddenCountries);

  useEffect(() => {
    if (!forbiddenCountries) return;
    let live = true;
    void visitorCountry().then((country) => {
      if (live) setAllowed(!isNewsletterForbidden(country, forbiddenCountries));
    });
    return () => {
      live = false;
    };
  }, [forbiddenCountries]);

  return allowed ? children : <div className={placeholderClassName}>{withoutScript}</div>;
}
