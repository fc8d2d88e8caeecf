import { headers } from 'next/headers';
import { PrismicRichText } from '@prismicio/react';
import type { RichTextField } from '@prismicio/client';
import { isNewsletterForbidden, visitorCountryHeader } from '@/lib/shell';
import styles from './Footer.module.css';

interface FooterNewsletterProps {
  headline: string;
  text: RichTextField;
  forbiddenCountries: string | null;
}

/**
 * The footer's newsletter block: hidden for the settings' forbidden countries (spec §6). It reads the
 * visitor's country (set by proxy.ts), so it is streamed per request inside a Suspense boundary.
 */
export async function FooterNewsletter({ headline, text, forbiddenCountries }: FooterNewsletterProps) {
  const country = (await headers()).get(visitorCountryHeader);
  if (isNewsletterForbidden(country, forbiddenCountries)) return null;
  return (
    <section
      className={styles.newsletter}
      aria-labelledby="footer-newsletter-title"
      data-testid="footer-newsletter"
    >
      <h2 id="footer-newsletter-title">{headline}</h2>
      <PrismicRichText field={text} />
      {/* The sign-up form (spec §4 "Newsletter form") mounts here. */}
      <div data-newsletter-form />
    </section>
  );
}
