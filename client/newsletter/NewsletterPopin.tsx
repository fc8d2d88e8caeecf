'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { ErrorTemplates } from '@/client/forms/Field';
import { consentBeingAsked, useConsent } from '@/client/consent/consent-store';
import { readCookie, writeCookie } from '@/client/shell/cookies';
import { Popin } from '@/client/shell/Popin';
import { usePromptTurn } from '@/client/shell/prompt-queue';
import { visitorCountry } from '@/client/shell/visitor-country';
import type { Locale } from '@/lib/markets';
import {
  isNewsletterForbidden,
  newsletterPopinCookies,
  newsletterPopinMaxAgeSeconds,
  nextNewsletterPopinAttempts,
  shouldShowNewsletterPopin,
} from '@/lib/newsletter';
import { DeferredNewsletterForm } from './LazyNewsletterForm';
import type { NewsletterLabels } from './NewsletterForm';
import styles from './NewsletterPopin.module.css';

const allowedNow = () =>
  shouldShowNewsletterPopin({
    dismissedCookie: readCookie(newsletterPopinCookies.dismissed),
    attemptsCookie: readCookie(newsletterPopinCookies.attempts),
    consentCondition: consentBeingAsked(),
  });

/**
 * The newsletter pop-in (spec §4, §6): once its sentinel has left the view, if not dismissed, no
 * attempt counted, the consent banner not asking and the country not forbidden, when its turn comes
 * (client/shell/prompt-queue.ts; docs/adr/0021). A consent choice looks again. Each closing counts an
 * attempt, kept 30 days; a sign-up from it sets the dismissal cookie.
 */
export function NewsletterPopin({
  locale,
  title,
  forbiddenCountries,
  labels,
  templates,
  children,
}: {
  locale: Locale;
  title: string;
  forbiddenCountries: string | null;
  labels: NewsletterLabels & { close: string };
  templates: ErrorTemplates;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const turn = usePromptTurn('newsletter', wanted);
  const consent = useConsent();

  useEffect(() => {
    const sentinel = document.querySelector('[data-newsletter-sentinel]');
    if (!sentinel || !allowedNow()) return;
    let live = true;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting || !allowedNow()) return;
      observer.disconnect();
      void visitorCountry().then((country) => {
        if (live && !isNewsletterForbidden(country, forbiddenCountries)) setWanted(true);
      });
    });
    observer.observe(sentinel);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [forbiddenCountries, consent]);

  const close = () => {
    const attempts = nextNewsletterPopinAttempts(readCookie(newsletterPopinCookies.attempts));
    writeCookie(newsletterPopinCookies.attempts, attempts, newsletterPopinMaxAgeSeconds);
    setWanted(false);
  };
  const subscribed = () => writeCookie(newsletterPopinCookies.dismissed, '1', newsletterPopinMaxAgeSeconds);

  if (!turn) return null;
  return (
    <Popin open onClose={close} title={title} closeLabel={labels.close} testId="newsletter-popin">
      <div className={styles.text}>{children}</div>
      <DeferredNewsletterForm
        locale={locale}
        source="popin"
        labels={labels}
        templates={templates}
        onSubscribed={subscribed}
      />
    </Popin>
  );
}
