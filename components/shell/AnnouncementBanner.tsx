import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import { resolveCopy } from '@/lib/copy-placeholders';
import { isAnnouncementVisible, marqueeDurationSeconds, marqueeTexts } from '@/lib/marquee';
import { getGlobalDocuments } from '@/server/prismic/global';
import styles from './AnnouncementBanner.module.css';

/** Rough width of a text in the banner's type: enough to keep the spec's 30 px/s without measuring. */
const averageCharacterPx = 7;
const gapPx = 48;

/**
 * The announcement marquee (spec §2.3, §9): the texts six times in a CSS loop, paused on hover and on
 * focus, static for reduced motion. Moving content needs a control that stops it (WCAG 2.2.2): a
 * checkbox the stylesheet reads, so it works before and without JavaScript. No JavaScript: it is in
 * every page's first paint.
 */
export async function AnnouncementBanner({ locale }: { locale: Locale }) {
  const [{ banner }, t] = await Promise.all([
    getGlobalDocuments(locale),
    getTranslations({ locale, namespace: 'shell' }),
  ]);
  // A text whose placeholder means nothing in this market (lib/copy-placeholders) is left out.
  const texts = (banner?.data.texts ?? []).flatMap((item) => resolveCopy(item.text ?? '', locale) ?? []);
  if (!isAnnouncementVisible(banner?.data.displayed, texts)) return null;
  const loop = marqueeTexts(texts);
  const width = loop.reduce((sum, text) => sum + text.length * averageCharacterPx + gapPx, 0);
  const readable = loop.length / 6;

  return (
    <section
      className={styles.banner}
      aria-label={t('announcements')}
      tabIndex={0}
      data-testid="announcement-banner"
    >
      <label className={styles.pause}>
        <input type="checkbox" data-testid="announcement-pause" />
        <span className={styles.pauseLabel}>{t('pauseAnnouncements')}</span>
      </label>
      <ul className={styles.track} style={{ animationDuration: `${marqueeDurationSeconds(width)}s` }}>
        {loop.map((text, index) => (
          // Screen readers hear each text once; the repeats only make the loop seamless.
          <li key={index} aria-hidden={index >= readable ? true : undefined}>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
