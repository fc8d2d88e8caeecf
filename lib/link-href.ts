/**
 * The schemes a link an editor set may use: web pages, e-mail and telephone (what the writing room's
 * link dialog offers). Anything else, `javascript:`, `data:` and `vbscript:` above all, would run
 * script or show attacker-made content under the shop's address when clicked, so it is dropped and
 * the link text rendered alone. Paths and fragments of the shop (no scheme) are kept.
 */
const allowedSchemes = ['http:', 'https:', 'mailto:', 'tel:'];

export function safeLinkHref(href: string | null | undefined): string | null {
  if (!href) return null;
  // As a browser reads an href: control characters and spaces at the ends trimmed, tabs and newlines
  // anywhere removed (`java\tscript:` is `javascript:`).
  const value = href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (!value) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[0].toLowerCase();
  if (scheme === undefined) return value;
  return allowedSchemes.includes(scheme) ? value : null;
}
