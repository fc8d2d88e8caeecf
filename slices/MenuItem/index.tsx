import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { Img } from '@/client/image/Img';
import Link from 'next/link';
import { menuEntry } from '@/components/shell/navigation';
import styles from './MenuItem.module.css';

export type MenuItemProps = SliceComponentProps<Content.MenuItemSlice>;

/**
 * A main-menu entry laid out as its mega panel (columns of link sections, then the image tiles), so
 * editors see it in the slice simulator and on /ui. The header renders the navigation document's
 * entries itself (client/shell/MegaMenu, MobileMenu).
 */
export default function MenuItem({ slice }: MenuItemProps) {
  const entry = menuEntry(slice);
  return (
    <nav aria-label={entry.text || undefined} className={styles.panel} data-slice-type={slice.slice_type}>
      <h2 className={styles.entry} style={entry.color ? { color: entry.color } : undefined}>
        {entry.href ? <Link href={entry.href}>{entry.text}</Link> : entry.text}
      </h2>
      <div className={styles.body}>
        {entry.columns.map((sections, column) => (
          <div key={column} className={styles.column}>
            {sections.map((section) => (
              <div key={section.title}>
                {section.title ? <h3 className={styles.sectionTitle}>{section.title}</h3> : null}
                <ul className={styles.links}>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
        {entry.tiles.map((tile) => {
          const image = (
            <Img
              src={tile.image.src}
              alt={tile.image.alt}
              width={tile.image.width}
              height={tile.image.height}
            />
          );
          return (
            <div key={tile.image.src} className={styles.tile}>
              {tile.href ? <Link href={tile.href}>{image}</Link> : image}
            </div>
          );
        })}
      </div>
    </nav>
  );
}
