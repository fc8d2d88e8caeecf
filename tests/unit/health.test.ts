import { describe, expect, it } from 'vitest';
import { asksReadiness, healthAnswer, type Dependencies } from '@/server/health';

const reachable: Dependencies = { redis: 'ok', storefront: 'ok', prismic: 'ok' };

describe('/api/health and its readiness answer (issue 35)', () => {
  it('reports each dependency, and stays 200 for a liveness check whatever they say', () => {
    const down = { ...reachable, prismic: 'down' } as const;
    expect(healthAnswer(reachable, false)).toEqual({
      status: 200,
      body: JSON.stringify({ status: 'ok', ready: true, redis: 'ok', storefront: 'ok', prismic: 'ok' }),
    });
    expect(healthAnswer(down, false).status).toBe(200);
    expect(JSON.parse(healthAnswer(down, false).body)).toMatchObject({ status: 'degraded', ready: false });
  });

  it('answers readiness 503 while this instance cannot reach Redis, the Storefront or Prismic', () => {
    expect(healthAnswer(reachable, true).status).toBe(200);
    expect(healthAnswer({ ...reachable, redis: 'off' }, true).status).toBe(200);
    for (const down of [{ redis: 'down' }, { storefront: 'down' }, { prismic: 'down' }] as const)
      expect(healthAnswer({ ...reachable, ...down }, true).status, JSON.stringify(down)).toBe(503);
  });

  it('reads `?ready` as the balancer sends it', () => {
    expect(asksReadiness('/api/health?ready')).toBe(true);
    expect(asksReadiness('http://localhost/api/health?ready=1')).toBe(true);
    expect(asksReadiness('/api/health')).toBe(false);
    expect(asksReadiness('/api/health?probe=1')).toBe(false);
  });
});
