import { useSyncExternalStore } from 'react';
import {
  activeGroupsOfCookie,
  activeGroupsOfOneTrust,
  analyticsCookies,
  consentCookie,
  consentCookieValue,
  hasAnalyticsConsent,
} from '@/lib/consent';
import { readCookie, writeCookie } from '@/client/shell/cookies';

/**
 * The consent contract the shop reads (spec §4 "Other states", §6): the active groups and a change
 * event, whichever manager is in charge: the first-party banner (its cookie) or OneTrust (its
 * `OnetrustActiveGroups` global and `OneTrustGroupsUpdated` event). Analytics consent = C0002 active.
 */
export interface ConsentState {
  /** False until the visitor has chosen (the first-party banner shows meanwhile). */
  decided: boolean;
  groups: readonly string[];
}

declare global {
  interface Window {
    OnetrustActiveGroups?: string;
    OptanonWrapper?: () => void;
    OneTrust?: { ToggleInfoDisplay: () => void };
  }
}

const undecided: ConsentState = { decided: false, groups: [] };
/** On the server and while hydrating the visitor's choice is unknown: nothing shows, nothing is sent. */
const unknownYet: ConsentState = { decided: true, groups: [] };
let state: ConsentState | null = null;
let oneTrust = false;
const listeners = new Set<() => void>();

function readFirstParty(): ConsentState {
  const value = readCookie(consentCookie.name);
  return value === null ? undecided : { decided: true, groups: activeGroupsOfCookie(value) };
}

function set(next: ConsentState) {
  state = next;
  // spec §7.4: both analytics cookies are cleared without consent, whoever wrote them.
  if (!hasAnalyticsConsent(next.groups)) expireAnalyticsCookies();
  for (const listener of listeners) listener();
}

/** Deletes the analytics cookies on this host and its parent domain (hydrogen-react may set either). */
function expireAnalyticsCookies() {
  const host = window.location.hostname;
  for (const { name } of analyticsCookies) {
    if (readCookie(name) === null) continue;
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    document.cookie = `${name}=; Max-Age=0; Path=/; Domain=.${host}`;
  }
}

function consentState(): ConsentState {
  state ??= oneTrust ? undecided : readFirstParty();
  return state;
}

function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, consentState, () => unknownYet);
}

/**
 * spec §4 "a consent condition" (the newsletter pop-in waits while it is true), read as: the visitor is
 * being asked, so two dialogs never stack. The first-party banner shows until a choice is saved;
 * OneTrust's banner is its own element, checked where it is.
 */
export function consentBeingAsked(): boolean {
  if (oneTrust) return document.getElementById('onetrust-banner-sdk')?.checkVisibility() ?? false;
  return !consentState().decided;
}

export function analyticsAllowed(): boolean {
  return hasAnalyticsConsent(consentState().groups);
}

/** The first-party banner's choice: kept for a year (spec §7.4 consent manager). */
export function saveConsent(choice: { analytics: boolean }): void {
  const value = consentCookieValue(choice);
  writeCookie(consentCookie.name, value, consentCookie.maxAgeSeconds);
  set({ decided: true, groups: activeGroupsOfCookie(value) });
}

/** OneTrust is in charge: its SDK calls OptanonWrapper when ready and fires an event on each change. */
export function adoptOneTrust(): void {
  oneTrust = true;
  // Until its SDK answers, OneTrust's own cookie holds the visitor's last choice (same format).
  set({ decided: true, groups: activeGroupsOfCookie(readCookie('OptanonConsent')) });
  const update = () => set({ decided: true, groups: activeGroupsOfOneTrust(window.OnetrustActiveGroups) });
  window.OptanonWrapper = update;
  window.addEventListener('OneTrustGroupsUpdated', update);
  if (window.OnetrustActiveGroups) update();
}

const openSettingsEvent = 'consent:open-settings';

/** The footer link: OneTrust's preference centre, or the first-party settings dialog. */
export function openConsentSettings(): void {
  if (oneTrust) window.OneTrust?.ToggleInfoDisplay();
  else window.dispatchEvent(new Event(openSettingsEvent));
}

export function onOpenSettings(listener: () => void): () => void {
  window.addEventListener(openSettingsEvent, listener);
  return () => window.removeEventListener(openSettingsEvent, listener);
}
