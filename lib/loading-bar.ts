/** The loading bar's rule (spec §2.3). */

/**
 * spec §2.3: the bar advances on a route change, not on a shallow one. A click is a route change when
 * it is a plain left click on a same-origin link to another path or query (a new hash only is not).
 */
export function isRouteChangeClick(
  link: { href: string; target?: string | null; download?: boolean },
  current: string,
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download || (link.target && link.target !== '_self')) return false;
  const from = new URL(current);
  let to: URL;
  try {
    to = new URL(link.href, from);
  } catch {
    return false;
  }
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}
