import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { lineScrubber, redactedPaths, secretValues } from './redaction';
import { currentRequest } from './request-context';

/**
 * The process's one logger (docs/adr/0024): JSON lines on standard output (or LOG_FILE), at LOG_LEVEL
 * (`info`; `silent` turns logging off), each line inside a request carrying its `reqId` and, when
 * traced, its `traceId`. Written asynchronously in blocks of 4 KB, at least every second, so a line
 * costs the request no system call of its own (one write per line was most of logging's cost).
 */
type Environment = Record<string, string | undefined>;
const shared = globalThis as { __shopLoggers?: { log: Logger; answers: Logger } };

export function logger(env: Environment = process.env): Logger {
  return (shared.__shopLoggers ??= createLoggers(env)).log;
}

/**
 * The answer lines (server/observability/requests.ts), into the same output: they carry only fields
 * made safe where they are made (a route template, a checked id, numbers), so they skip the
 * redaction and the scrubbing that cost every other line a few microseconds; there is one per request.
 */
export function answerLogger(env: Environment = process.env): Logger {
  return (shared.__shopLoggers ??= createLoggers(env)).answers;
}

function createLoggers(env: Environment): { log: Logger; answers: Logger } {
  const destination = pino.destination({ dest: env.LOG_FILE || 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Not open yet (a LOG_FILE opens asynchronously): the next tick writes it.
    }
  }, 1000).unref();
  const common = {
    level: env.LOG_LEVEL ?? 'info',
    base: { pid: process.pid },
    messageKey: 'msg',
    timestamp: isoTimeFromPerformance,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const log = pino(
    {
      ...common,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      mixin() {
        const request = currentRequest();
        if (!request) return {};
        return request.traceId ? { reqId: request.id, traceId: request.traceId } : { reqId: request.id };
      },
      hooks: { streamWrite: lineScrubber(secretValues(env)) },
    },
    destination,
  );
  return { log, answers: pino(common, destination) };
}

/**
 * pino's own ISO time, read from `performance` instead of `Date.now()`. Next 16 counts `Date.now()`
 * in a render as reading the clock and fails a prerender on it; a line logged while a page renders
 * on its first request (a provider's failure, say) turned the unavailable block into a bare 500.
 */
function isoTimeFromPerformance(): string {
  return `,"time":"${new Date(performance.timeOrigin + performance.now()).toISOString()}"`;
}

const consoleLevels = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const;

/**
 * Every line the app, Next and the libraries print through `console` goes out as a JSON line through
 * the same scrubbing, with the request's id: nothing reaches the output unscrubbed or unstructured.
 */
export function routeConsoleThroughLogger(): void {
  const store = globalThis as { __shopConsoleRouted?: boolean };
  if (store.__shopConsoleRouted) return;
  store.__shopConsoleRouted = true;
  const log = logger();
  for (const [method, level] of Object.entries(consoleLevels))
    console[method as keyof typeof consoleLevels] = (...args: unknown[]) => log[level](format(...args));
}
