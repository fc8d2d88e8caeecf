import { getTranslations } from 'next-intl/server';
import formStyles from '@/client/forms/Form.module.css';
import type { Locale } from '@/lib/markets';
import { noScriptNewsletterAnchor, noScriptNewsletterOutcomes } from '@/lib/newsletter-without-script';
import { emailMaxLength } from '@/lib/validation/shared';
import { newsletterWithoutScriptAction } from '@/server/actions/newsletter-without-script';
import styles from './Footer.module.css';

/**
 * The footer's sign-up for a browser without JavaScript, rendered inside <noscript> (a browser with a
 * script never builds it): a plain form posting to its server action, whose 303 comes back to this
 * page with a fragment that shows one of the answers below (CSS :target), in the page's language.
 * The browser checks the two required fields itself; the bot check it cannot pass is refused in
 * words (docs/adr/0031).
 */
export async function NoScriptNewsletterForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  return (
    <>
      <form
        action={newsletterWithoutScriptAction}
        className={formStyles.form}
        data-testid="newsletter-form-noscript"
      >
        <input type="hidden" name="locale" value={locale} />
        <div className={formStyles.field}>
          <label htmlFor="newsletter-noscript-email">
            {t('email')}
            <span className={formStyles.asterisk} aria-hidden="true">
              {' *'}
            </span>
          </label>
          <input
            id="newsletter-noscript-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={emailMaxLength}
            className={formStyles.input}
          />
        </div>
        <div className={formStyles.checkbox}>
          <input id="newsletter-noscript-gdpr" name="gdpr" type="checkbox" required />
          <label htmlFor="newsletter-noscript-gdpr">
            {t('gdpr')}
            <span className={formStyles.asterisk} aria-hidden="true">
              {' *'}
            </span>
          </label>
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className="button">
            {t('submit')}
          </button>
        </div>
      </form>
      {noScriptNewsletterOutcomes.map((outcome) => (
        <p
          key={outcome}
          id={noScriptNewsletterAnchor(outcome)}
          role={outcome === 'subscribed' ? 'status' : 'alert'}
          className={styles.newsletterOutcome}
        >
          {t(`withoutScript.${outcome}`)}
        </p>
      ))}
    </>
  );
}
