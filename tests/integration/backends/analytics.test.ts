import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

/** Shopify's analytics endpoint on a storefront domain (spec §7.3), as the local backends play it. */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

const path = '/.well-known/shopify/monorail/unstable/produce_batch';

async function post(body: string, contentType = 'text/plain') {
  const response = await fetch(`${backends.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return {
    status: response.status,
    cors: response.headers.get('access-control-allow-origin'),
    body: await response.json(),
  };
}

const event = (payload: Record<string, unknown>) => ({
  schema_id: 'custom_storefront_customer_tracking/1.2',
  payload,
  metadata: { event_created_at_ms: 1_760_000_000_000 },
});
const batch = (events: unknown[]) =>
  JSON.stringify({ events, metadata: { event_sent_at_ms: 1_760_000_000_100 } });

describe('analytics endpoint', () => {
  it('stores a text/plain batch and answers one result per event', async () => {
    const answer = await post(
      batch([
        event({ event_name: 'page_rendered', shop_id: 1 }),
        event({ event_name: 'product_page_rendered' }),
      ]),
    );
    expect(answer).toMatchObject({
      status: 200,
      cors: '*',
      body: {
        result: [
          { status: 200, message: 'ok' },
          { status: 200, message: 'ok' },
        ],
      },
    });
    const listed = (await (await fetch(`${backends.origin}/__analytics.json`)).json()) as {
      eventName: string;
      sentAtMs: number;
    }[];
    expect(listed.slice(0, 2).map((e) => e.eventName)).toEqual(['product_page_rendered', 'page_rendered']);
    expect(listed[0]!.sentAtMs).toBe(1_760_000_000_100);
    const html = await (await fetch(`${backends.origin}/__analytics`)).text();
    expect(html).toContain('product_page_rendered');
  });

  it('refuses a bad event on its own and keeps the good ones', async () => {
    const answer = await post(
      batch([
        event({ event_name: 'ok_one' }),
        event({ event_name: 'x'.repeat(10_240) }),
        { schema_id: 'no metadata' },
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.result.map((r: { status: number }) => r.status)).toEqual([200, 400, 400]);
    expect(answer.body.result[1].message).toContain('longer than 2048');
  });

  it('answers malformed input with a 4xx error, never a 500', async () => {
    for (const body of [
      '{not json',
      '',
      '[]',
      '{"events":[]}',
      JSON.stringify({ events: 'x', metadata: {} }),
    ]) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.error).toBeTruthy();
    }
    expect((await post(batch([event({})]), 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(batch(Array.from({ length: 101 }, () => event({}))))).status).toBe(400);
    const tooBig = await post('x'.repeat(1_100_000));
    expect(tooBig.status).toBe(413);
    const get = await fetch(`${backends.origin}${path}`);
    expect(get.status).toBe(405);
  });
});
