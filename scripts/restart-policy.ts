/**
 * When `npm start` brings the shop's server back after it ended on its own (a crash, the heap
 * exhausted, killed by the system): soon, with a backoff that grows while it keeps dying, and not at
 * all past a number of restarts a minute, when starting it again only repeats the crash.
 */
export interface RestartLimits {
  /** Restarts allowed within `windowMs`; one more gives up. */
  maxRestarts: number;
  windowMs: number;
  /** The first restart's delay, doubled for each restart still in the window, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const defaultRestartLimits: RestartLimits = {
  maxRestarts: 5,
  windowMs: 60_000,
  firstDelayMs: 500,
  maxDelayMs: 8_000,
};

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Signals an operator sends to stop the server (Ctrl-C, a service manager): never restarted. */
const stopSignals = new Set<NodeJS.Signals>(['SIGINT', 'SIGTERM']);

export type RestartDecision =
  { restart: true; delayMs: number; restartsInWindow: number } | { restart: false; reason: string };

/**
 * Whether to start the server again after `exit`, given the times (ms) of the restarts made so far
 * and the time now.
 */
export function restartDecision(
  exit: ServerExit,
  restartTimes: readonly number[],
  now: number,
  limits: RestartLimits = defaultRestartLimits,
): RestartDecision {
  if (exit.signal && stopSignals.has(exit.signal))
    return { restart: false, reason: `stopped by ${exit.signal}` };
  const recent = restartTimes.filter((time) => now - time < limits.windowMs).length;
  if (recent >= limits.maxRestarts)
    return {
      restart: false,
      reason: `already restarted ${recent} times in the last ${limits.windowMs / 1000} s`,
    };
  const delayMs = Math.min(limits.firstDelayMs * 2 ** recent, limits.maxDelayMs);
  return { restart: true, delayMs, restartsInWindow: recent + 1 };
}
