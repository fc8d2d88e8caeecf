/**
 * Browser cookies of the shell (spec §7.4): first-party, whole site, Lax, and Secure on an https page
 * (docs/adr/0002-security-headers.md, "Cookies"). Every cookie client code writes goes through here.
 */
export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/** The attributes every shell cookie carries. */
function attributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(maxAgeSeconds)}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; ${attributes(0)}`;
}
