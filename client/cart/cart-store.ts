import { useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/markets';
import { setAnalyticsContext } from '@/client/analytics/data-layer';
import type { CartAnswer, CartPayload, CustomerGreeting } from '@/lib/cart-view';

export type CartSnapshot =
  { status: 'loading' } | { status: 'unavailable' } | ({ status: 'ready' } & CartPayload);

/**
 * The visitor's cart in the browser: the pages are the same for every visitor (static), so the header
 * reads the cart from GET /api/cart, and every change (panel, product page, quick add) publishes the
 * cart the server answered. One locale at a time: the cart is not kept across locales (spec §4).
 */
const loading: CartSnapshot = { status: 'loading' };
let current: { locale: Locale | null; snapshot: CartSnapshot } = { locale: null, snapshot: loading };
let reading: AbortController | null = null;
const listeners = new Set<() => void>();

function set(locale: Locale, snapshot: CartSnapshot) {
  current = { locale, snapshot };
  // spec §3: analytics events carry the cart token.
  if (snapshot.status === 'ready') setAnalyticsContext({ cartToken: snapshot.analytics?.cartToken ?? null });
  for (const listener of listeners) listener();
}

/** The server's answer to a change is newer than any read still on its way. */
export function publishCart(locale: Locale, payload: CartPayload): void {
  reading?.abort();
  reading = null;
  set(locale, { status: 'ready', ...payload });
}

/** Reads the cart again; a failed read keeps the last known cart, else the cart shows as unavailable. */
export async function loadCart(locale: Locale): Promise<void> {
  reading?.abort();
  const controller = new AbortController();
  reading = controller;
  try {
    const response = await fetch(`/api/cart?locale=${locale}`, {
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`cart: ${response.status}`);
    const { customer, ...payload } = (await response.json()) as CartAnswer;
    if (controller.signal.aborted) return;
    publishCart(locale, payload);
    publishCustomer(customer);
  } catch {
    if (controller.signal.aborted) return;
    reading = null;
    if (current.locale !== locale || current.snapshot.status !== 'ready')
      set(locale, { status: 'unavailable' });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartSnapshot(locale: Locale): CartSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => (current.locale === locale ? current.snapshot : loading),
    () => loading,
  );
}

/** The logged-in customer as GET /api/cart last told: undefined until it answers, null when anonymous. */
let customer: CustomerGreeting | null | undefined;
const customerListeners = new Set<() => void>();

function publishCustomer(next: CustomerGreeting | null) {
  if (JSON.stringify(next) === JSON.stringify(customer)) return;
  customer = next;
  setAnalyticsContext({ customerId: next?.id ?? null });
  for (const listener of customerListeners) listener();
}

export function useCustomerGreeting(): CustomerGreeting | null | undefined {
  return useSyncExternalStore(
    (listener) => {
      customerListeners.add(listener);
      return () => customerListeners.delete(listener);
    },
    () => customer,
    () => undefined,
  );
}
