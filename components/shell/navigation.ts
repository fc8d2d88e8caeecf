import {
  asLink,
  isFilled,
  type Content,
  type ImageField,
  type LinkField,
  type RichTextField,
} from '@prismicio/client';
import { safeLinkHref } from '@/lib/link-href';
import type { MenuEntry, MenuImage, MenuLink, MenuSection, MenuTile } from '@/lib/navigation';

/** A menu or footer link's address; null when empty or of a scheme links may not use (lib/link-href.ts). */
export function hrefOf(field: LinkField | null | undefined): string | null {
  return field && isFilled.link(field) ? safeLinkHref(asLink(field)) : null;
}

function imageOf(field: ImageField): MenuImage | null {
  if (!isFilled.image(field)) return null;
  return {
    src: field.url,
    alt: field.alt ?? '',
    width: field.dimensions.width,
    height: field.dimensions.height,
  };
}

/** A rich text of hyperlinks, one per paragraph, as links. */
function linksOf(field: RichTextField): MenuLink[] {
  return field.flatMap((block) => {
    if (!('spans' in block) || !('text' in block)) return [];
    const span = block.spans.find((candidate) => candidate.type === 'hyperlink');
    const href = span && span.type === 'hyperlink' ? hrefOf(span.data) : null;
    return href ? [{ label: block.text, href }] : [];
  });
}

function tile(image: ImageField, hover: ImageField, link: LinkField): MenuTile | null {
  const main = imageOf(image);
  return main ? { image: main, hoverImage: imageOf(hover), href: hrefOf(link) } : null;
}

type MenuItemSlice = Content.NavigationDocument['data']['menu'][number];

/** One entry of the main menu (a menu_item slice): its link, its columns of link sections, its tiles. */
export function menuEntry(slice: MenuItemSlice): MenuEntry {
  const { primary } = slice;
  const byColumn = new Map<number, MenuSection[]>();
  for (const item of slice.items) {
    const links = linksOf(item.links);
    if (links.length === 0) continue;
    const column = item.column ?? 1;
    byColumn.set(column, [...(byColumn.get(column) ?? []), { title: item.title ?? '', links }]);
  }
  return {
    id: slice.id,
    text: primary.text ?? '',
    href: hrefOf(primary.link),
    color: primary.color,
    columns: [...byColumn.entries()].sort(([a], [b]) => a - b).map(([, sections]) => sections),
    tiles: [
      tile(primary.image_left, primary.image_left_hover, primary.link_left),
      tile(primary.image_right, primary.image_right_hover, primary.link_right),
    ].filter((candidate): candidate is MenuTile => candidate !== null),
  };
}

export function menuEntries(navigation: Content.NavigationDocument | null): MenuEntry[] {
  return (navigation?.data.menu ?? []).map(menuEntry);
}

/** The right-hand links of the desktop header (the navigation's "items" group). */
export function rightLinks(
  navigation: Content.NavigationDocument | null,
): (MenuLink & { color: string | null })[] {
  return (navigation?.data.items ?? []).flatMap((item) => {
    const href = hrefOf(item.link);
    return href && item.text ? [{ label: item.text, href, color: item.color }] : [];
  });
}

type FooterLinksSlice = Content.FooterDocument['data']['link_groups'][number];

/** A footer link group (a footer_links slice): its title and its links, social ones marked. */
export function footerLinkGroup(slice: FooterLinksSlice) {
  return {
    id: slice.id,
    title: slice.primary.title ?? '',
    links: slice.primary.links.flatMap((link) => {
      const href = hrefOf(link.link);
      return href && link.label
        ? [{ label: link.label, href, external: link.link.link_type === 'Web', social: link.is_social_link }]
        : [];
    }),
  };
}
