import type { ReactNode } from 'react';
import { PrismicRichText } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { richTextComponents } from '@/components/RichText';
import type { RichTextField } from '@prismicio/client';
import { NearViewportNewsletterForm } from '@/client/newsletter/LazyNewsletterForm';
import { NewsletterGate } from '@/client/shell/NewsletterGate';
import type { Locale } from '@/lib/markets';
import { newsletterTemplates } from '@/server/forms/templates';
import { NoScriptNewsletterForm } from './NoScriptNewsletterForm';
import styles from './Footer.module.css';

interface FooterNewsletterProps {
  locale: Locale;
  headline: string;
  text: RichTextField;
  forbiddenCountries: string | null;
}

/**
 * The footer's newsletter block: hidden for the settings' forbidden countries (spec §6). A browser
 * without JavaScript never learns the visitor's country, so it always gets the plain form, and the
 * server refuses a forbidden country by the request's country header, in words.
 */
export async function FooterNewsletter({
  locale,
  headline,
  text,
  forbiddenCountries,
}: FooterNewsletterProps) {
  const [t, templates] = await Promise.all([
    getTranslations({ locale, namespace: 'newsletter' }),
    newsletterTemplates(locale),
  ]);
  const block = (form: ReactNode) => (
    <section
      className={styles.newsletter}
      aria-labelledby="footer-newsletter-title"
      data-testid="footer-newsletter"
    >
      <h2 id="footer-newsletter-title">{headline}</h2>
      <PrismicRichText field={text} components={richTextComponents} />
      {form}
    </section>
  );
  // The server renders the gate's empty space when a forbidden list is set, else the block itself
  // (NewsletterGate): the plain form goes into that one only, so the page's payload carries it once.
  const withoutScript = <NoScriptNewsletterForm locale={locale} />;
  return (
    <NewsletterGate
      forbiddenCountries={forbiddenCountries}
      placeholderClassName={styles.newsletterSpace}
      withoutScript={forbiddenCountries ? <noscript>{block(withoutScript)}</noscript> : null}
    >
      {block(
        <>
          <NearViewportNewsletterForm
            locale={locale}
            source="footer"
            labels={{ email: t('email'), gdpr: t('gdpr'), submit: t('submit'), sending: t('sending') }}
            templates={templates}
          />
          {forbiddenCountries ? null : <noscript>{withoutScript}</noscript>}
        </>,
      )}
    </NewsletterGate>
  );
}
