/**
 * What next/headers' `cookies()` gives a server function, over a plain Map: one visitor's jar. The
 * options of the last `set` of each cookie are kept in `options` when given (HttpOnly, SameSite…).
 */
export function cookieStore(jar: Map<string, string>, options?: Map<string, Record<string, unknown>>) {
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    // An expired cookie (maxAge 0) is gone, as in a browser.
    set: (name: string, value: string, cookieOptions?: { maxAge?: number }) => {
      options?.set(name, { ...cookieOptions });
      if (cookieOptions?.maxAge === 0) jar.delete(name);
      else jar.set(name, value);
    },
    delete: (name: string) => void jar.delete(name),
  };
}
