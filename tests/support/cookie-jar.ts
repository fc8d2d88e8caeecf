/** What next/headers' `cookies()` gives a server function, over a plain Map: one visitor's jar. */
export function cookieStore(jar: Map<string, string>) {
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    // An expired cookie (maxAge 0) is gone, as in a browser.
    set: (name: string, value: string, options?: { maxAge?: number }) =>
      void (options?.maxAge === 0 ? jar.delete(name) : jar.set(name, value)),
    delete: (name: string) => void jar.delete(name),
  };
}
