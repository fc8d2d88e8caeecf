/** The visitor's country from request headers (server side: proxy.ts, GET /api/geolocation). */
import * as z from './zod';

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/)
  // Cloudflare answers XX for unknown and T1 for Tor: neither is a country.
  .refine((code) => code !== 'XX' && code !== 'T1');

/** Headers that carry the visitor's country, the platform's first; `x-visitor-country` is the local one. */
const platformCountryHeaders = ['x-vercel-ip-country', 'cf-ipcountry'] as const;
const visitorCountryHeader = 'x-visitor-country';

export function parseCountryCode(value: string | null | undefined): string | null {
  const parsed = countryCode.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The visitor's country from the request headers: the platform's geolocation wins over ours. */
export function visitorCountryFrom(header: (name: string) => string | null): string | null {
  for (const name of [...platformCountryHeaders, visitorCountryHeader]) {
    const country = parseCountryCode(header(name));
    if (country) return country;
  }
  return null;
}

/**
 * GET /api/geolocation (spec §7.2, app/api/geolocation/route.ts): its answer is the request's own
 * headers, and most page views ask it, so the front (front/serve.ts) answers it without entering Next
 * (Next's CPU per request was out of all proportion to a one-line JSON, docs/adr/0018).
 */
export function isGeolocationRead(method: string, url: string): boolean {
  return method === 'GET' && url.split('?', 1)[0] === '/api/geolocation';
}

/** The body of GET /api/geolocation, from the route or the front. */
export function geolocationAnswer(header: (name: string) => string | null): { country: string | null } {
  return { country: visitorCountryFrom(header) };
}
