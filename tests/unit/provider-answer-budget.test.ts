import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerBudgetBytes } from '@/server/http-fetch';
import { prismicClient } from '@/server/prismic/client';
import { isProviderUnavailable } from '@/server/provider-unavailable';
import { storefrontRequest } from '@/server/shopify/client';
import { CART_QUERY } from '@/server/shopify/documents/cart';

/**
 * A provider answer past the budget of server/http-fetch.ts reaches the shop as a provider failure,
 * the error a 5xx gives (the page's error block or its cached version), never a body read whole.
 */
let server: Server;

beforeAll(async () => {
  // One JSON string longer than the budget, sent without a Content-Length: only counting finds it.
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(`{"data":"${'a'.repeat(answerBudgetBytes)}"}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.LOCAL_BACKENDS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(read: () => Promise<unknown>): Promise<unknown> {
  try {
    await read();
  } catch (error) {
    return error;
  }
  throw new Error('the read answered');
}

describe('a provider answer over the size budget', () => {
  it('is a Storefront failure, as a lost connection is', async () => {
    const error = await failureOf(() =>
      storefrontRequest(CART_QUERY, { variables: { id: 'gid://shopify/Cart/c' }, retries: 0 }),
    );
    expect(isProviderUnavailable(error)).toBe(true);
    expect((error as Error).message).toMatch(/over its budget/);
  });

  it('is Prismic being unavailable', async () => {
    const error = await failureOf(() => prismicClient('fr-fr').getSingle('home_page'));
    expect(isProviderUnavailable(error)).toBe(true);
    expect((error as Error).message).toMatch(/over its budget/);
  });
});
