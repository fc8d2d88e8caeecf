let asked: Promise<string | null> | null = null;

/**
 * The visitor's country from GET /api/geolocation, asked once per page load for every island that
 * needs it (the pages are static: no render knows the visitor). Null when unknown or unreachable.
 */
export function visitorCountry(): Promise<string | null> {
  asked ??= fetch('/api/geolocation')
    .then((response): Promise<{ country?: unknown }> => (response.ok ? response.json() : Promise.resolve({})))
    // The shop's own answer, already parsed on the server: a two-letter code or null.
    .then(({ country }) => (typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null))
    .catch(() => {
      asked = null;
      return null;
    });
  return asked;
}
