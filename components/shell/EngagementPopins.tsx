import { isFilled } from '@prismicio/client';
import { PrismicRichText } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { NewsletterPopin } from '@/client/newsletter/NewsletterPopin';
import { ContestsPopin } from '@/client/shell/ContestsPopin';
import { ContentLink } from '@/components/ContentLink';
import { PrismicImage } from '@/components/PrismicImage';
import { richTextComponents } from '@/components/RichText';
import type { Locale } from '@/lib/markets';
import { newsletterTemplates } from '@/server/forms/templates';
import { getGlobalDocuments } from '@/server/prismic/global';
import styles from './EngagementPopins.module.css';

/**
 * The shell's engagement pop-ins (spec §2.3): the newsletter pop-in and, when the global document has
 * content and does not hide it, the contests pop-in. Prepared here in the page's language; the islands
 * decide in the browser whether and when to open.
 */
export async function EngagementPopins({ locale }: { locale: Locale }) {
  const [{ newsletter, popinContests, settings }, tNewsletter, tContests, templates] = await Promise.all([
    getGlobalDocuments(locale),
    getTranslations({ locale, namespace: 'newsletter' }),
    getTranslations({ locale, namespace: 'contests' }),
    newsletterTemplates(locale),
  ]);
  const contests = popinContests?.data;
  const showContests =
    contests && isFilled.richText(contests.paragraph) && !contests.should_hide_popin_contests;
  return (
    <>
      {newsletter ? (
        <NewsletterPopin
          locale={locale}
          title={newsletter.data.title || tNewsletter('popinTitle')}
          forbiddenCountries={settings?.data.newsletter_forbidden_countries ?? null}
          labels={{
            email: tNewsletter('email'),
            gdpr: tNewsletter('gdpr'),
            submit: tNewsletter('submit'),
            sending: tNewsletter('sending'),
            close: tNewsletter('close'),
          }}
          templates={templates}
        >
          <PrismicImage
            field={newsletter.data.image}
            className={styles.image}
            sizes="(min-width: 640px) 34rem, 100vw"
          />
          <PrismicRichText field={newsletter.data.text} components={richTextComponents} />
        </NewsletterPopin>
      ) : null}
      {showContests ? (
        <ContestsPopin
          locale={locale}
          title={tContests('title')}
          closeLabel={tContests('close')}
          endsOn={contests.ends_on}
        >
          <PrismicImage
            field={contests.background_image}
            className={styles.image}
            sizes="(min-width: 640px) 34rem, 100vw"
          />
          <PrismicRichText field={contests.paragraph} components={richTextComponents} />
          {/* An invitation to win needs a way to take part: the contest's page or form. */}
          {isFilled.link(contests.link) ? (
            <ContentLink field={contests.link} className="button">
              {contests.link_label || tContests('takePart')}
            </ContentLink>
          ) : null}
        </ContestsPopin>
      ) : null}
    </>
  );
}
