import { expect, test } from 'vitest';
import { AdmissionGate, type Admittable } from '@/front/admission';
import { startsInOwnContext } from '@/front/own-context';
import { currentRequest, requestContexts } from '@/server/observability/request-context';

/**
 * A log line carries the id of its own request (docs/adr/0024). The front's gate starts a queued request
 * when another one ends (from that one's close handler, in its async context): the queued request
 * must still run, later, from the front's pump, as itself.
 */
test('a queued request started by another one’s release runs in its own request context', async () => {
  const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 1000 });
  const seen: Record<string, string | undefined> = {};
  const arrive = (id: string): Admittable =>
    requestContexts.run({ id }, () => {
      const entry: Admittable = {
        cached: true,
        start: startsInOwnContext(() => (seen[id] = currentRequest()?.id), setImmediate),
        shed: () => undefined,
      };
      gate.admit(entry, 0);
      return entry;
    });
  const first = arrive('first');
  arrive('second');
  // As the front does: `first` ends, and its close handler, in its context, lets `second` in.
  requestContexts.run({ id: 'first' }, () => gate.release(first, 1));
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  expect(seen).toEqual({ first: 'first', second: 'second' });
});
