/**
 * spec §4 "Newsletter pop-in": it is not shown while "a consent condition" is true. The shop reads it
 * as: the consent manager is asking the visitor (its banner is open), so two dialogs never stack. The
 * consent manager marks its open banner with `data-consent-banner`; without one the condition is false.
 */
export function consentConditionHolds(): boolean {
  return document.querySelector('[data-consent-banner]') !== null;
}
