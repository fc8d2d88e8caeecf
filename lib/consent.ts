/** Consent rules (spec §4 "Other states", §6, §7.4). */

/** spec §4 and §6: the consent manager's groups; analytics (and marketing storage) is group C0002. */
const consentGroups = { necessary: 'C0001', analytics: 'C0002' } as const;

/** The first-party consent manager's cookie: the visitor's choice, kept for a year. */
export const consentCookie = { name: 'consent_groups', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

/**
 * spec §7.4: the two analytics cookies (Shopify's visitor and session tokens, written by
 * @shopify/hydrogen-react), long-lived 31,104,000 s and session 1,800 s; both cleared without consent.
 */
export const analyticsCookies = [
  { name: '_shopify_y', maxAgeSeconds: 31_104_000 },
  { name: '_shopify_s', maxAgeSeconds: 1_800 },
] as const;

/** spec §7.4 and §4 "Other states": consent group C0002 active in the consent manager's cookie. */
export function hasConsentGroup(consentCookie: string | null | undefined, group = 'C0002'): boolean {
  return activeGroupsOfCookie(consentCookie).includes(group);
}

/** The active groups of a consent cookie in OneTrust's format (`groups=C0001:1,C0002:0`). */
export function activeGroupsOfCookie(consentCookie: string | null | undefined): string[] {
  if (!consentCookie) return [];
  const groups = new URLSearchParams(consentCookie).get('groups') ?? '';
  return groups
    .split(',')
    .filter((entry) => entry.endsWith(':1'))
    .map((entry) => entry.slice(0, -2));
}

/** OneTrust's `window.OnetrustActiveGroups` (`,C0001,C0002,`) as a list. */
export function activeGroupsOfOneTrust(value: string | null | undefined): string[] {
  return (value ?? '').split(',').filter((group) => /^C\d{4}$/.test(group));
}

/** The first-party cookie's value for a choice: the same format as OneTrust's, so one parser reads both. */
export function consentCookieValue(choice: { analytics: boolean }): string {
  const groups = `${consentGroups.necessary}:1,${consentGroups.analytics}:${choice.analytics ? 1 : 0}`;
  return new URLSearchParams({ groups }).toString();
}

export function hasAnalyticsConsent(activeGroups: readonly string[]): boolean {
  return activeGroups.includes(consentGroups.analytics);
}
