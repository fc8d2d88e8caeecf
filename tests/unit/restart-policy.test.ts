import { describe, expect, it } from 'vitest';
import { defaultRestartLimits, restartDecision } from '@/scripts/restart-policy';

/** `npm start` restarts the shop's server when it ends on its own (scripts/restart-policy.ts). */
const crash = { code: 134, signal: null };
const limits = defaultRestartLimits;
const now = 1_000_000;

describe('restarting a server that ended on its own', () => {
  it('restarts a crash after the first delay', () => {
    expect(restartDecision(crash, [], now)).toEqual({
      restart: true,
      delayMs: limits.firstDelayMs,
      restartsInWindow: 1,
    });
  });

  it('restarts a server the system killed', () => {
    expect(restartDecision({ code: null, signal: 'SIGKILL' }, [], now).restart).toBe(true);
  });

  it('never restarts a server stopped by Ctrl-C or SIGTERM', () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      expect(restartDecision({ code: null, signal }, [], now)).toEqual({
        restart: false,
        reason: `stopped by ${signal}`,
      });
  });

  it('doubles the delay for each restart within the window, up to its cap', () => {
    const delays = [0, 1, 2, 3, 4].map((count) => {
      const decision = restartDecision(crash, Array(count).fill(now - 1000), now);
      return decision.restart ? decision.delayMs : null;
    });
    expect(delays).toEqual(
      [1, 2, 4, 8, 16].map((factor) => Math.min(limits.firstDelayMs * factor, limits.maxDelayMs)),
    );
  });

  it('gives up past its restarts a minute', () => {
    const decision = restartDecision(crash, Array(limits.maxRestarts).fill(now - 1000), now);
    expect(decision.restart).toBe(false);
  });

  it('forgets restarts older than the window', () => {
    const old = Array(limits.maxRestarts).fill(now - limits.windowMs);
    expect(restartDecision(crash, old, now)).toMatchObject({ restart: true, delayMs: limits.firstDelayMs });
  });
});
