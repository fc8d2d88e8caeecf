/** Pure rules of the footer newsletter (spec §6). */

/** spec §6: forbidden countries (a comma-separated setting) get no newsletter in the footer. */
export function isNewsletterForbidden(
  visitorCountry: string | null,
  forbiddenCountries: string | null,
): boolean {
  if (!visitorCountry || !forbiddenCountries) return false;
  return forbiddenCountries
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .includes(visitorCountry.toUpperCase());
}
