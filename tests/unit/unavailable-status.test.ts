import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerUnavailablePagesWith503, noteProviderUnavailable } from '@/server/unavailable-status';

/**
 * docs/adr/0001, "A page whose provider cannot answer": a 500, or a page a shared cache would keep,
 * written for a request whose render noted a provider failure goes out as an uncached 503 with
 * Retry-After; any other answer stays as it is.
 */
describe('answerUnavailablePagesWith503', () => {
  const answer = (response: ServerResponse, status: number) => {
    response.statusCode = status;
    response.end('page');
  };
  const server = createServer((request, response) => {
    // As a page render does: the note is set a few awaits after the request came in.
    void Promise.resolve().then(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (request.url === '/noted') noteProviderUnavailable();
      // Next's answer to a failed prerender, which a request that joined another's render gets too.
      if (request.url === '/joined')
        response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      // A page rendered with the error block where a read it joined failed: Next saw nothing wrong.
      if (request.url === '/noted-page') {
        response.setHeader('cache-control', 's-maxage=3600, stale-while-revalidate=82800');
        noteProviderUnavailable();
      }
      // A streamed page: its 200 and headers were sent with the shell, before the failure.
      if (request.url === '/streamed') {
        response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        noteProviderUnavailable();
      }
      answer(response, ['/fine', '/noted-page', '/streamed'].includes(request.url ?? '') ? 200 : 500);
    });
  });
  let origin = '';

  beforeAll(async () => {
    answerUnavailablePagesWith503();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a noted 500 as a 503 with Retry-After', async () => {
    const response = await fetch(`${origin}/noted`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.text()).toBe('page');
  });

  it('leaves a 500 nobody noted, and other statuses, as they are', async () => {
    const bug = await fetch(`${origin}/bug`);
    expect(bug.status).toBe(500);
    expect(bug.headers.get('retry-after')).toBeNull();
    expect((await fetch(`${origin}/fine`)).status).toBe(200);
  });

  it('sends a noted page a shared cache would keep as an uncached 503, and a streamed one as it is', async () => {
    const page = await fetch(`${origin}/noted-page`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    expect(page.headers.get('cache-control')).toMatch(/^private, no-cache, no-store/);
    expect(await page.text()).toBe('page');
    expect((await fetch(`${origin}/streamed`)).status).toBe(200);
  });

  it('takes a failed prerender shortly after a noted failure as the same outage', async () => {
    await fetch(`${origin}/noted`);
    expect((await fetch(`${origin}/joined`)).status).toBe(503);
  });

  it('keeps one request’s note away from the next one on the same connection', async () => {
    expect((await fetch(`${origin}/noted`)).status).toBe(503);
    expect((await fetch(`${origin}/bug`)).status).toBe(500);
  });
});
