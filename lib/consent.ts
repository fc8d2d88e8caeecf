/** Consent rules (spec §7.4, §4 "Other states"). */

/** spec §7.4 and §4 "Other states": consent group C0002 active in the consent manager's cookie. */
export function hasConsentGroup(consentCookie: string | null | undefined, group = 'C0002'): boolean {
  if (!consentCookie) return false;
  const groups = new URLSearchParams(consentCookie).get('groups') ?? '';
  return groups.split(',').includes(`${group}:1`);
}
