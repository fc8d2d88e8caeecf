import { tracingChannel } from 'node:diagnostics_channel';

/**
 * Each Redis command, timed from node-redis's own tracing channel: every command of the shared client
 * (server/observability/metrics.ts's `service="redis"` series), whoever sends it: the page cache, the
 * `'use cache'` entries, the rate limits, the bot check, the health check. The operation is the
 * command's name (GET, SET, EVALSHA…), a fixed set whatever the keys.
 */
interface CommandContext {
  command?: string;
  startedAt?: number;
  failed?: boolean;
}

export type RedisCommandObserver = (command: string, seconds: number, outcome: 'ok' | 'error') => void;

export function observeRedisCommands(observe: RedisCommandObserver): void {
  tracingChannel<unknown, CommandContext>('node-redis:command').subscribe({
    start(context) {
      context.startedAt = performance.now();
    },
    end() {},
    asyncStart() {},
    error(context) {
      context.failed = true;
    },
    asyncEnd(context) {
      const seconds = (performance.now() - (context.startedAt ?? performance.now())) / 1000;
      observe(context.command ?? 'unknown', seconds, context.failed ? 'error' : 'ok');
    },
  });
}
