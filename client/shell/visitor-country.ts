import { parseCountryCode } from '@/lib/shell';

let asked: Promise<string | null> | null = null;

/**
 * The visitor's country from GET /api/geolocation, asked once per page load for every island that
 * needs it (the pages are static: no render knows the visitor). Null when unknown or unreachable.
 */
export function visitorCountry(): Promise<string | null> {
  asked ??= fetch('/api/geolocation')
    .then((response): Promise<{ country?: unknown }> => (response.ok ? response.json() : Promise.resolve({})))
    .then(({ country }) => parseCountryCode(typeof country === 'string' ? country : null))
    .catch(() => {
      asked = null;
      return null;
    });
  return asked;
}
