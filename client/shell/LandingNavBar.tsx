'use client';

import { useEffect, useState } from 'react';
import type { LandingNavItem } from '@/lib/landing-navigation';
import styles from './LandingNavBar.module.css';

/**
 * Landing-page anchors (spec §2.3): scrolling down hides the main header (html[data-header-hidden]),
 * scrolling up restores it; the section in view is highlighted.
 */
export function LandingNavBar({ items, label }: { items: LandingNavItem[]; label: string }) {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        if (Math.abs(y - last) < 4) return;
        root.dataset.headerHidden = String(y > last && y > 80);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      delete root.dataset.headerHidden;
    };
  }, []);

  useEffect(() => {
    const sections = items
      .map((item) => document.getElementById(item.sectionId))
      .filter((section): section is HTMLElement => section !== null);
    if (sections.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible.length > 0) setActive(visible[0]!.target.id);
      },
      // A section is current while it crosses the upper part of the viewport.
      { rootMargin: '-30% 0px -60% 0px' },
    );
    sections.forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [items]);

  return (
    <nav className={styles.bar} aria-label={label} data-testid="landing-navigation">
      <ul>
        {items.map((item) => (
          <li key={item.sectionId}>
            <a
              href={`#${item.sectionId}`}
              aria-current={active === item.sectionId ? 'true' : undefined}
              className={styles.link}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
