'use client';

import { useEffect, useRef, useState, type ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { orFallback } from '@/client/shell/island-fallback';
import type { NewsletterForm as Form } from './NewsletterForm';

/**
 * The newsletter form's code (the form layer with zod, the bot check) is loaded when the form is
 * about to be seen, not with every page: the footer's form when it comes near the viewport, the
 * pop-in's when the pop-in opens. The form needs JavaScript anyway (its bot check does).
 */
export const DeferredNewsletterForm = dynamic(
  orFallback(
    () => import('./NewsletterForm').then((m) => m.NewsletterForm),
    ({ templates }) => <p role="alert">{templates['alerts.SERVER_ERROR']}</p>,
  ),
  {
    ssr: false,
  },
);

/** The footer's form, mounted once its place is within a screen of the viewport. */
export function NearViewportNewsletterForm(props: ComponentProps<typeof Form>) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={place}>{near ? <DeferredNewsletterForm {...props} /> : null}</div>;
}
