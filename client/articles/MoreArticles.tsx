'use client';

import { useRef, useState } from 'react';
import { ArticleCard } from './ArticleCard';
import styles from './ArticleGrid.module.css';
import type { ArticlesListResponse, ArticleSummary } from '@/lib/articles';
import type { Locale } from '@/lib/markets';

interface Labels {
  loadMore: string;
  loading: string;
  loadFailed: string;
  /** "{shown} articles shown" with {shown} left in for the count. */
  shown: string;
}

/**
 * The article list after its server-rendered first page: "more" loads the next page through
 * POST /api/blog/get-blog-articles-list/ and appends it; focus moves to the first new article and
 * the count is announced, so keyboard and screen-reader users keep their place.
 */
export function MoreArticles({
  locale,
  pageSize,
  totalPages,
  initialCount,
  intl,
  labels,
}: {
  locale: Locale;
  pageSize: number;
  totalPages: number;
  initialCount: number;
  intl: string;
  labels: Labels;
}) {
  const [articles, setArticles] = useState<ArticleSummary[]>([]);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const firstNew = useRef<HTMLAnchorElement>(null);

  async function loadMore() {
    setStatus('loading');
    try {
      const response = await fetch('/api/blog/get-blog-articles-list', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale, page: page + 1, pageSize }),
      });
      if (!response.ok) throw new Error(`articles ${response.status}`);
      const next = (await response.json()) as ArticlesListResponse;
      setArticles((current) => [...current, ...next.articles]);
      setPage(next.page);
      setStatus('idle');
      requestAnimationFrame(() => firstNew.current?.focus());
    } catch {
      setStatus('failed');
    }
  }

  const firstNewIndex = articles.length - (articles.length % pageSize || pageSize);
  return (
    <>
      {articles.length ? (
        <ul className={styles.grid}>
          {articles.map((article, index) => (
            <li key={article.uid}>
              <ArticleCard
                article={article}
                intl={intl}
                linkRef={index === firstNewIndex ? firstNew : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.more}>
        <p role="status" className="visually-hidden">
          {status === 'loading'
            ? labels.loading
            : articles.length
              ? labels.shown.replace('{shown}', String(initialCount + articles.length))
              : ''}
        </p>
        {status === 'failed' ? (
          <p role="alert" className={styles.error}>
            {labels.loadFailed}
          </p>
        ) : null}
        {page < totalPages ? (
          <button type="button" className="button" onClick={loadMore} disabled={status === 'loading'}>
            {status === 'loading' ? labels.loading : labels.loadMore}
          </button>
        ) : null}
      </div>
    </>
  );
}
