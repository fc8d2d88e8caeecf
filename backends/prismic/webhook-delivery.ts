import type { WebhookBodyAPIUpdate } from '@prismicio/client';

/** What became of one webhook call, as Prismic's webhook logs show it. */
export interface Delivery {
  url: string;
  masterRef: string;
  documents: string[];
  /** The last answer's status; null when none came (refused, timed out). */
  status: number | null;
  ok: boolean;
  attempts: number;
  ms: number;
  at: string;
  error?: string;
}

/** One attempt gives up after this long: a shop that hangs is a failed delivery, retried. */
const attemptTimeoutMs = 5_000;
/**
 * Waits between attempts. Hosted Prismic retries every 10 minutes, up to 5 times; locally a shop that
 * is still starting or restarting comes back within seconds, and a publish should be live by then.
 */
const backoffMs = [500, 1_000, 2_000, 4_000];

/**
 * POSTs the payload to `url` until it answers 200 (what Prismic counts as delivered), retrying with
 * backoff, then logs one line. It never throws: the backends go on serving whatever becomes of it.
 * `signal` (the backends closing) stops it between or during attempts, with no log.
 */
export async function deliver(
  url: string,
  payload: WebhookBodyAPIUpdate,
  signal: AbortSignal,
): Promise<Delivery | null> {
  const started = Date.now();
  const body = JSON.stringify(payload);
  let status: number | null = null;
  let error: string | undefined;
  let attempts = 0;
  while (attempts <= backoffMs.length && !signal.aborted) {
    if (attempts > 0) await sleep(backoffMs[attempts - 1]!, signal);
    if (signal.aborted) break;
    attempts++;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(attemptTimeoutMs)]),
      });
      await response.arrayBuffer();
      status = response.status;
      error = status === 200 ? undefined : `HTTP ${status}`;
    } catch (failure) {
      status = null;
      error = (failure as Error).cause ? String((failure as Error).cause) : (failure as Error).message;
    }
    if (status === 200) break;
  }
  if (signal.aborted) return null;
  const delivery: Delivery = {
    url,
    masterRef: payload.masterRef ?? '',
    documents: payload.documents,
    status,
    ok: status === 200,
    attempts,
    ms: Date.now() - started,
    at: new Date(started).toISOString(),
    ...(error ? { error } : {}),
  };
  console.log(describe(delivery));
  return delivery;
}

function describe({ url, documents, ok, attempts, ms, error, status }: Delivery): string {
  const what = `[prismic] webhook api-update (${documents.length} document${documents.length === 1 ? '' : 's'}) to ${url}`;
  const tries = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
  return ok
    ? `${what}: ${status} in ${ms} ms (${tries})`
    : `${what}: failed after ${tries} in ${ms} ms (${error})`;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // unref: a pending retry never keeps the process alive.
    const timer = setTimeout(done, ms).unref();
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
