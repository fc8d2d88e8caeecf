import type { ServerResponse } from 'node:http';
import { z } from 'zod';

/**
 * Fault injection for tests and benchmarks: added latency, a rate of 500 answers and a rate of
 * THROTTLED answers on the API endpoints (Storefront, Admin, Prismic), and the same latency and
 * error rate on the SMTP sink (a relay's 451). Read and changed at `GET/POST /__knobs`.
 */
const knobsSchema = z.object({
  latencyMs: z.number().int().min(0).max(60_000),
  errorRate: z.number().min(0).max(1),
  throttleRate: z.number().min(0).max(1),
});
export type Knobs = z.infer<typeof knobsSchema>;

export class KnobBox {
  constructor(public current: Knobs) {}

  update(input: unknown): Knobs {
    this.current = knobsSchema.parse({ ...this.current, ...(input as object) });
    return this.current;
  }

  /** Applies latency, then maybe answers with a failure. Returns true when it answered. */
  async interfere(res: ServerResponse, api: 'graphql' | 'rest'): Promise<boolean> {
    const { latencyMs, errorRate, throttleRate } = this.current;
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (errorRate > 0 && Math.random() < errorRate) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: 'Internal error (injected)' }] }));
      return true;
    }
    if (throttleRate > 0 && Math.random() < throttleRate) {
      if (api === 'graphql') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
          }),
        );
      } else {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
        res.end(JSON.stringify({ message: 'Too many requests', type: 'api_rate_limit' }));
      }
      return true;
    }
    return false;
  }

  /** The SMTP sink's share: the same latency, then maybe a transient failure (a relay's 451). */
  async interfereWithMail(): Promise<Error | null> {
    const { latencyMs, errorRate } = this.current;
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (errorRate > 0 && Math.random() < errorRate)
      return Object.assign(new Error('Local error in processing (injected)'), { responseCode: 451 });
    return null;
  }
}
