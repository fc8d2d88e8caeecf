import { describe, expect, it } from 'vitest';

/**
 * The details the public /api/health keeps to itself are served on METRICS_PORT, beside /metrics
 * (server/observability/metrics.ts).
 */
describe('the metrics port', () => {
  it('serves the health details as JSON, and /metrics as before', async () => {
    const port = 4900 + Math.floor(Math.random() * 90);
    const env = { METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' };
    process.env.METRICS_PORT = env.METRICS_PORT;
    const { serveMetrics } = await import('@/server/observability/metrics');
    const details = JSON.stringify({ status: 'degraded', ready: false, redis: 'down' });
    serveMetrics(env, async () => details);
    const fetchWhenUp = async (path: string) => {
      for (let i = 0; ; i++) {
        try {
          return await fetch(`http://127.0.0.1:${port}${path}`);
        } catch (error) {
          if (i > 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const health = await fetchWhenUp('/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toBe('application/json');
    expect(await health.text()).toBe(details);
    expect((await fetchWhenUp('/metrics')).status).toBe(200);
    expect((await fetchWhenUp('/other')).status).toBe(404);
  });
});
