import { Img } from '@/client/image/Img';
import Link from 'next/link';
import type { Ref } from 'react';
import type { ArticleSummary } from '@/lib/articles';
import { formatLongDate } from '@/lib/dates';
import styles from './ArticleCard.module.css';

/**
 * One article in the list; shared by the server-rendered first page and the "more" island. It lives in
 * client/ because an island may not import components/; it has no `'use client'` of its own, so the
 * first page still renders it on the server.
 */
export function ArticleCard({
  article,
  intl,
  linkRef,
}: {
  article: ArticleSummary;
  /** Intl locale for the publication date. */
  intl: string;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <article className={styles.card}>
      {article.cover ? (
        <Img
          src={article.cover.url}
          alt={article.cover.alt}
          width={article.cover.width}
          height={article.cover.height}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
          className={styles.cover}
        />
      ) : null}
      <h2 className={styles.title}>
        <Link href={article.url} ref={linkRef}>
          {article.title}
        </Link>
      </h2>
      {article.publicationDate ? (
        <time dateTime={article.publicationDate} className={styles.date}>
          {formatLongDate(article.publicationDate, intl)}
        </time>
      ) : null}
      {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
    </article>
  );
}
