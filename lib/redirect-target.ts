/**
 * A path of this site only, for a return address taken from a query string, a form or a Referer:
 * never another origin. The value is resolved first and the resolved path checked, since dot segments
 * can turn a harmless-looking path into a protocol-relative one (`/.//evil.example`, `/..//x` and
 * `/%2e//x` all resolve to `//…`, which a browser reads as another host). Control characters are
 * refused too. Returns the path with its query and fragment, or null when it is unsafe.
 */
export function safeInternalPath(target: string | null | undefined, siteOrigin: string): string | null {
  const value = target?.trim();
  if (!value || /[\u0000-\u001f\u007f]/.test(value)) return null;
  const site = new URL(siteOrigin).origin;
  let resolved: URL;
  try {
    // A bare path resolves against the site; an absolute URL stands on its own and must be the site's.
    resolved = value.startsWith('/') && !value.startsWith('//') ? new URL(value, site) : new URL(value);
  } catch {
    return null;
  }
  if (resolved.origin !== site || resolved.username || resolved.password) return null;
  // The URL parser turns backslashes into slashes, so `//` covers `/\` too.
  if (resolved.pathname.startsWith('//')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * Where a destination an editor configured (a redirect document) may send a visitor: a path of this
 * site, or an https URL of another site (a press kit, a partner). Never for a value a visitor can
 * choose (query string, form, Referer): that is `safeInternalPath`, which never leaves the site.
 */
export function safeRedirectTarget(target: string | null | undefined, siteOrigin: string): string | null {
  const internal = safeInternalPath(target, siteOrigin);
  if (internal) return internal;
  const value = target?.trim() ?? '';
  if (value.startsWith('/') || /[\u0000-\u001f\u007f]/.test(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : null;
}
