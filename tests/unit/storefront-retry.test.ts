import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDefaultCount, retryDelayMs } from '@/lib/constants';
import { StorefrontRequestError, storefrontRequest } from '@/server/shopify/client';
import { CART_NOTE_UPDATE_MUTATION, CART_QUERY } from '@/server/shopify/documents/cart';

/**
 * The retry rule of the Storefront client (finding 5, spec §9 "generic retry default 3 with delay
 * min(1000 x 2^n, 30000) ms"): a mutation is retried only when the provider refused it before running
 * it (THROTTLED, HTTP 429); after a 5xx or a lost connection it may have been applied, so never.
 */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const throttled = () => json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] });
const noteUpdated = () => json({ data: { cartNoteUpdate: { cart: null, userErrors: [], warnings: [] } } });
const cartRead = () => json({ data: { cart: null } });

const answers: (() => Response | Promise<Response>)[] = [];
/** When each attempt was sent, on the fake clock. */
const sentAt: number[] = [];
const fetchMock = vi.fn(async () => {
  sentAt.push(Date.now());
  const next = answers.shift();
  if (!next) throw new Error('no answer left');
  return next();
});
vi.mock('@/server/http-fetch', () => ({ apiFetch: () => fetchMock() }));

beforeEach(() => {
  answers.length = 0;
  sentAt.length = 0;
  fetchMock.mockClear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const mutation = () =>
  storefrontRequest(CART_NOTE_UPDATE_MUTATION, { variables: { cartId: 'gid://shopify/Cart/c', note: 'n' } });
const read = (retryThrottled = true) =>
  storefrontRequest(CART_QUERY, { variables: { id: 'gid://shopify/Cart/c' }, retryThrottled });

/** Runs the request to its end on the fake clock: its outcome, attempts and the waits between them. */
async function settle<T>(request: () => Promise<T>) {
  let outcome: { value?: T; error?: unknown } | undefined;
  const promise = request().then(
    (value) => void (outcome = { value }),
    (error: unknown) => void (outcome = { error }),
  );
  while (!outcome) await vi.advanceTimersToNextTimerAsync();
  await promise;
  const waits = sentAt.slice(1).map((at, index) => at - sentAt[index]!);
  return { ...outcome, calls: fetchMock.mock.calls.length, waits };
}

describe('Storefront retries (finding 5, spec §9)', () => {
  it('retries a mutation refused as THROTTLED, after 1 s, and answers its data', async () => {
    answers.push(throttled, noteUpdated);
    const result = await settle(mutation);
    expect(result.error).toBeUndefined();
    expect(result.value).toEqual({ cartNoteUpdate: { cart: null, userErrors: [], warnings: [] } });
    expect(result.calls).toBe(2);
    expect(result.waits).toEqual([retryDelayMs(0)]);
  });

  it('retries a mutation refused with HTTP 429', async () => {
    answers.push(() => json({ errors: 'Too many requests' }, 429), noteUpdated);
    const result = await settle(mutation);
    expect(result.error).toBeUndefined();
    expect(result.calls).toBe(2);
  });

  it('gives up after the generic retry count, waiting 1 s, 2 s, then 4 s', async () => {
    answers.push(...Array.from({ length: retryDefaultCount + 1 }, () => throttled));
    const result = await settle(mutation);
    expect(result.error).toBeInstanceOf(StorefrontRequestError);
    expect((result.error as StorefrontRequestError).refused).toBe(true);
    expect(result.calls).toBe(1 + retryDefaultCount);
    expect(result.waits).toEqual([1000, 2000, 4000]);
  });

  it('never retries a mutation after a 500: it may have been applied', async () => {
    answers.push(() => json({ errors: [{ message: 'Internal error' }] }, 500), noteUpdated);
    const result = await settle(mutation);
    expect(result.error).toBeInstanceOf(StorefrontRequestError);
    expect((result.error as StorefrontRequestError).refused).toBe(false);
    expect(result.calls).toBe(1);
  });

  it('never retries a mutation whose connection failed', async () => {
    answers.push(() => Promise.reject(new TypeError('fetch failed')), noteUpdated);
    const result = await settle(mutation);
    expect(result.error).toBeInstanceOf(StorefrontRequestError);
    expect(result.calls).toBe(1);
  });

  it('still retries a read after a 500 or a lost connection', async () => {
    answers.push(
      () => json({ errors: [{ message: 'Internal error' }] }, 500),
      () => Promise.reject(new TypeError('fetch failed')),
      cartRead,
    );
    const result = await settle(() => read());
    expect(result.value).toEqual({ cart: null });
    expect(result.calls).toBe(3);
    expect(result.waits).toEqual([1000, 2000]);
  });

  it('does not retry a cart query answered THROTTLED with HTTP 200 (spec §7.1)', async () => {
    answers.push(throttled, cartRead);
    const result = await settle(() => read(false));
    expect(result.error).toBeInstanceOf(StorefrontRequestError);
    expect(result.calls).toBe(1);
  });
});
