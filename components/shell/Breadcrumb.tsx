import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import { serverConfig } from '@/server/config';
import { JsonLd } from './JsonLd';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Site path; the last item (the current page) may leave it out. */
  href?: string;
}

/**
 * The breadcrumb (spec §2.3): links separated by '/', and a BreadcrumbList for search engines. Pages
 * render it as their last element, on top of the footer (components/editorial/PageFrame.tsx).
 */
export async function Breadcrumb({ locale, items }: { locale: Locale; items: BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'shell' });
  const origin = serverConfig().siteUrl;
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb} data-testid="breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {item.href && !last ? (
                <Link href={item.href}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
              {last ? null : (
                <span aria-hidden="true" className={styles.separator}>
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.label,
            ...(item.href ? { item: new URL(item.href, origin).toString() } : {}),
          })),
        }}
      />
    </nav>
  );
}
