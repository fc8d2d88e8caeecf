import { describe, expect, it } from 'vitest';
import { asksReadiness, healthAnswer, healthDetails, type Dependencies } from '@/server/health';

const reachable: Dependencies = { redis: 'ok', storefront: 'ok', prismic: 'ok' };
const downs = [{ redis: 'down' }, { storefront: 'down' }, { prismic: 'down' }] as const;

describe('/api/health and its readiness answer (issue 35)', () => {
  it('tells the public only "ok" and a status code, whatever is down', () => {
    expect(healthAnswer(reachable, false)).toEqual({ status: 200, body: JSON.stringify({ status: 'ok' }) });
    for (const down of downs)
      expect(healthAnswer({ ...reachable, ...down }, false), JSON.stringify(down)).toEqual({
        status: 200,
        body: JSON.stringify({ status: 'ok' }),
      });
  });

  it('answers readiness 503 while this instance cannot reach Redis, the Storefront or Prismic, without saying which', () => {
    expect(healthAnswer(reachable, true).status).toBe(200);
    expect(healthAnswer({ ...reachable, redis: 'off' }, true).status).toBe(200);
    for (const down of downs) {
      const answer = healthAnswer({ ...reachable, ...down }, true);
      expect(answer.status, JSON.stringify(down)).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ status: 'unavailable' });
    }
  });

  it("keeps each dependency for the operator's details (METRICS_PORT /health)", () => {
    expect(JSON.parse(healthDetails(reachable))).toEqual({
      status: 'ok',
      ready: true,
      redis: 'ok',
      storefront: 'ok',
      prismic: 'ok',
    });
    expect(JSON.parse(healthDetails({ ...reachable, redis: 'down' }, { inFlight: 1, queued: 0 }))).toEqual({
      status: 'degraded',
      ready: false,
      inFlight: 1,
      queued: 0,
      redis: 'down',
      storefront: 'ok',
      prismic: 'ok',
    });
  });

  it('reads `?ready` as the balancer sends it', () => {
    expect(asksReadiness('/api/health?ready')).toBe(true);
    expect(asksReadiness('http://localhost/api/health?ready=1')).toBe(true);
    expect(asksReadiness('/api/health')).toBe(false);
    expect(asksReadiness('/api/health?probe=1')).toBe(false);
  });
});
