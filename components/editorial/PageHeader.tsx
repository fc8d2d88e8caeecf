import type { ReactNode } from 'react';
import { isFilled, type RichTextField } from '@prismicio/client';
import { PrismicRichText } from '@prismicio/react';
import { richTextComponents } from '@/components/RichText';
import styles from './PageHeader.module.css';

/** The top of an editorial page: the page's title as its one h1 and an optional intro. */
export function PageHeader({
  title,
  intro,
  compact = false,
  children,
}: {
  title: RichTextField | string;
  intro?: RichTextField | string;
  /** Less room around it: the page's content (a listing) belongs on the first screen. */
  compact?: boolean;
  children?: ReactNode;
}) {
  const heading =
    typeof title === 'string' ? (
      title
    ) : (
      <PrismicRichText
        field={title}
        components={{ ...richTextComponents, heading1: ({ children: text }) => <>{text}</> }}
      />
    );
  return (
    <header className={compact ? `${styles.header} ${styles.compact}` : styles.header}>
      <h1 className={styles.title}>{heading}</h1>
      {typeof intro === 'string' ? (
        <p className={styles.intro}>{intro}</p>
      ) : intro && isFilled.richText(intro) ? (
        <div className={styles.intro}>
          <PrismicRichText field={intro} components={richTextComponents} />
        </div>
      ) : null}
      {children}
    </header>
  );
}
