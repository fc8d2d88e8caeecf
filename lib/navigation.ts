/**
 * The navigation as the header islands receive it: plain, serialisable, links resolved. The server
 * components in components/shell build it from the Prismic navigation document (navigation.ts there);
 * the islands in client/shell (mega menu, mobile menu) render it.
 */
export interface MenuLink {
  label: string;
  href: string;
}
export interface MenuSection {
  title: string;
  links: MenuLink[];
}
export interface MenuImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}
export interface MenuTile {
  image: MenuImage;
  hoverImage: MenuImage | null;
  href: string | null;
}
export interface MenuEntry {
  id: string;
  text: string;
  href: string | null;
  color: string | null;
  /** Columns of titled sections (spec §3 "Menu item"); empty for a plain link. */
  columns: MenuSection[][];
  /** Up to two image tiles, left then right. */
  tiles: MenuTile[];
}
