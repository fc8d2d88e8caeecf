'use client';

import { FixedWidthImg } from '@/client/image/FixedWidthImg';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fixedWidth } from '@/lib/fixed-width-image';
import type { MenuEntry } from '@/lib/navigation';
import { useHydrated } from './useHydrated';
import styles from './MegaMenu.module.css';

/** A tile's width in MegaMenu.module.css (.tile). */
const tileWidth = 240;

interface MegaMenuProps {
  entries: MenuEntry[];
  label: string;
  seeAllLabel: string;
}

/**
 * Desktop main links (spec §2.3). A link with columns opens a mega panel on hover or click; it closes
 * on mouse leave, Escape (focus back on its button), focus leaving it and route change. Until the
 * script runs (or without one) a link with columns is a link to its own page, which lists the same.
 */
export function MegaMenu({ entries, label, seeAllLabel }: MegaMenuProps) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  // Open for one page only: a navigation changes the pathname, which closes the panel.
  // `hovered`: opened by the mouse passing over; a click then keeps it open instead of closing it.
  const [state, setState] = useState<{
    index: number;
    pathname: string;
    focusIn: boolean;
    hovered: boolean;
  } | null>(null);
  const openIndex = state?.pathname === pathname ? state.index : null;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);

  const open = (index: number, { focusIn = false, hovered = false } = {}) =>
    setState({ index, pathname, focusIn, hovered });
  const close = (returnFocus = false) => {
    if (returnFocus && openIndex !== null) buttons.current[openIndex]?.focus();
    setState(null);
  };

  useEffect(() => {
    if (openIndex === null || !state?.focusIn) return;
    panels.current[openIndex]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [openIndex, state?.focusIn]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openIndex !== null) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <nav aria-label={label} className={styles.nav} onKeyDown={onKeyDown}>
      <ul className={styles.list} onPointerLeave={(event) => event.pointerType === 'mouse' && close()}>
        {entries.map((entry, index) => {
          const style = entry.color ? { color: entry.color } : undefined;
          if (entry.columns.length === 0 && entry.tiles.length === 0) {
            return entry.href ? (
              <li key={entry.id} onPointerEnter={() => close()}>
                <Link href={entry.href} className={styles.link} style={style}>
                  {entry.text}
                </Link>
              </li>
            ) : null;
          }
          if (!hydrated && entry.href) {
            return (
              <li key={entry.id}>
                <Link href={entry.href} className={styles.link} style={style}>
                  {entry.text}
                </Link>
              </li>
            );
          }
          const isOpen = openIndex === index;
          const panelId = `mega-${entry.id.replace(/\W/g, '-')}`;
          return (
            <li
              key={entry.id}
              onPointerEnter={(event) => event.pointerType === 'mouse' && open(index, { hovered: true })}
              onBlur={(event) => {
                if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
              }}
            >
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={styles.link}
                style={style}
                aria-expanded={isOpen}
                aria-controls={panelId}
                // A keyboard click (detail 0) moves focus into the panel; a pointer click only toggles,
                // except right after the mouse opened it by passing over: then the click keeps it open.
                onClick={(event) =>
                  isOpen && !state?.hovered ? close() : open(index, { focusIn: event.detail === 0 })
                }
              >
                {entry.text}
              </button>
              <div
                id={panelId}
                ref={(element) => {
                  panels.current[index] = element;
                }}
                className={styles.panel}
                hidden={!isOpen}
                data-testid="mega-panel"
              >
                <div className={styles.columns}>
                  {entry.columns.map((sections, column) => (
                    <div key={column} className={styles.column}>
                      {sections.map((section) => (
                        <section key={section.title} className={styles.section}>
                          {section.title ? <h2 className={styles.sectionTitle}>{section.title}</h2> : null}
                          <ul>
                            {section.links.map((link) => (
                              <li key={link.href + link.label}>
                                <Link href={link.href}>{link.label}</Link>
                              </li>
                            ))}
                          </ul>
                        </section>
                      ))}
                    </div>
                  ))}
                  {entry.href ? (
                    <Link href={entry.href} className={styles.seeAll}>
                      {seeAllLabel.replace('{item}', entry.text)}
                    </Link>
                  ) : null}
                </div>
                <div className={styles.tiles}>
                  {entry.tiles.map((tile, tileIndex) => {
                    const images = (
                      <>
                        <FixedWidthImg
                          src={tile.image.src}
                          alt={tile.image.alt}
                          {...fixedWidth(tile.image, tileWidth)}
                          className={styles.tileImage}
                        />
                        {tile.hoverImage ? (
                          <FixedWidthImg
                            src={tile.hoverImage.src}
                            alt=""
                            {...fixedWidth(tile.hoverImage, tileWidth)}
                            className={styles.tileHover}
                          />
                        ) : null}
                      </>
                    );
                    return tile.href ? (
                      <Link key={tileIndex} href={tile.href} className={styles.tile}>
                        {images}
                      </Link>
                    ) : (
                      <div key={tileIndex} className={styles.tile}>
                        {images}
                      </div>
                    );
                  })}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
