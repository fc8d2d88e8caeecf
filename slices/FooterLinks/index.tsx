import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import Link from 'next/link';
import { footerLinkGroup } from '@/components/shell/navigation';
import styles from './FooterLinks.module.css';

export type FooterLinksProps = SliceComponentProps<Content.FooterLinksSlice>;

/**
 * A footer link group as the footer shows it on a large screen (its column), so editors see it in the
 * slice simulator and on /ui. The footer itself renders the footer document's groups (components/shell).
 */
export default function FooterLinks({ slice }: FooterLinksProps) {
  const group = footerLinkGroup(slice);
  return (
    <nav aria-label={group.title || undefined} className={styles.group} data-slice-type={slice.slice_type}>
      {group.title ? <h2 className={styles.title}>{group.title}</h2> : null}
      <ul className={styles.links}>
        {group.links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <Link
              href={link.href}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
