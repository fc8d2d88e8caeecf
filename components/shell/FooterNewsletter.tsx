import { PrismicRichText } from '@prismicio/react';
import { richTextComponents } from '@/components/RichText';
import type { RichTextField } from '@prismicio/client';
import { NewsletterGate } from '@/client/shell/NewsletterGate';
import styles from './Footer.module.css';

interface FooterNewsletterProps {
  headline: string;
  text: RichTextField;
  forbiddenCountries: string | null;
}

/** The footer's newsletter block: hidden for the settings' forbidden countries (spec §6). */
export function FooterNewsletter({ headline, text, forbiddenCountries }: FooterNewsletterProps) {
  return (
    <NewsletterGate forbiddenCountries={forbiddenCountries} placeholderClassName={styles.newsletterSpace}>
      <section
        className={styles.newsletter}
        aria-labelledby="footer-newsletter-title"
        data-testid="footer-newsletter"
      >
        <h2 id="footer-newsletter-title">{headline}</h2>
        <PrismicRichText field={text} components={richTextComponents} />
        {/* The sign-up form (spec §4 "Newsletter form") mounts here. */}
        <div data-newsletter-form />
      </section>
    </NewsletterGate>
  );
}
