/**
 * Where a redirect may send a visitor: a path of this site or an https URL, never a protocol-relative
 * URL (//evil.example), a backslash trick (/\evil.example), another scheme (javascript:, http:) or a
 * string with control characters. Returns the target to redirect to, or null when it is unsafe.
 */
export function safeRedirectTarget(target: string | null | undefined, siteOrigin: string): string | null {
  if (!target) return null;
  const value = target.trim();
  if (!value || /[\u0000-\u001f\u007f]/.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return null;
    const resolved = new URL(value, siteOrigin);
    return resolved.origin === new URL(siteOrigin).origin
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin === new URL(siteOrigin).origin) return `${url.pathname}${url.search}${url.hash}`;
  return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : null;
}

/** A path of this site only (a return address taken from a query string): never another origin. */
export function safeInternalPath(target: string | null | undefined, siteOrigin: string): string | null {
  const safe = safeRedirectTarget(target, siteOrigin);
  return safe?.startsWith('/') ? safe : null;
}
