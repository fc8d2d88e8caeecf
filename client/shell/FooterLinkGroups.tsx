'use client';

import Link from 'next/link';
import { useState } from 'react';
import { breakpoints } from '@/lib/constants';
import { useMediaQuery } from './useMediaQuery';
import styles from './FooterLinkGroups.module.css';

interface LinkGroup {
  id: string;
  title: string;
  links: { label: string; href: string; external: boolean; social: boolean }[];
}

/** Footer link groups (spec §2.3): accordions on small screens, columns from lg. */
export function FooterLinkGroups({ groups, label }: { groups: LinkGroup[]; label: string }) {
  const large = useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <nav className={styles.groups} aria-label={label}>
      {groups.map((group) => {
        const open = large || openId === group.id;
        const listId = `footer-links-${group.id.replace(/\W/g, '-')}`;
        return (
          <div key={group.id} className={styles.group}>
            <h2 className={styles.title}>
              {large ? (
                group.title
              ) : (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => setOpenId(open ? null : group.id)}
                >
                  {group.title}
                  <span aria-hidden="true">{open ? '−' : '+'}</span>
                </button>
              )}
            </h2>
            <ul id={listId} className={styles.list} data-open={open}>
              {group.links.map((link) => (
                <li key={link.href + link.label}>
                  {link.external ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </a>
                  ) : (
                    <Link href={link.href}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
