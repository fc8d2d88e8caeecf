import { alertDurationMs } from '@/lib/constants';

export type AlertTone = 'success' | 'error' | 'info';
export interface Alert {
  id: number;
  type: AlertTone;
  message: string;
}

/**
 * The alert stack (spec §2.3): a module-level store any client island can push to; <Alerts> renders
 * it through useSyncExternalStore. Each alert removes itself after about 2.25 s (spec §9).
 */
let alerts: readonly Alert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly Alert[]) {
  alerts = next;
  for (const listener of listeners) listener();
}

export function pushAlert({ type, message }: { type: AlertTone; message: string }): number {
  const id = nextId++;
  set([...alerts, { id, type, message }]);
  setTimeout(() => dismissAlert(id), alertDurationMs);
  return id;
}

export function dismissAlert(id: number): void {
  if (alerts.some((alert) => alert.id === id)) set(alerts.filter((alert) => alert.id !== id));
}

export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAlerts(): readonly Alert[] {
  return alerts;
}

const none: readonly Alert[] = [];
export function getServerAlerts(): readonly Alert[] {
  return none;
}
