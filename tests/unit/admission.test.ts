import { describe, expect, it } from 'vitest';
import { AdmissionGate, bypassesAdmission, type Admittable } from '@/front/admission';
import { balancerBusyResponse, busyAnswer, busyRetryAfterSeconds, localeOfPath } from '@/front/busy-page';

/** A cache read by default: one lane, arrival order. */
function request(log: string[], name: string): Admittable {
  return { start: () => log.push(`start ${name}`), shed: () => log.push(`shed ${name}`), cached: true };
}

describe('the admission gate in front of Next.js', () => {
  it('starts up to maxInFlight at once, queues the next in arrival order, sheds past the queue', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ maxInFlight: 2, maxQueue: 2, maxWaitMs: 1000 });
    const [a, b, ...rest] = ['a', 'b', 'c', 'd', 'e'].map((name) => request(log, name));
    const outcomes = [a!, b!, ...rest].map((one) => gate.admit(one, 0));
    expect(outcomes).toEqual(['started', 'started', 'queued', 'queued', 'shed']);
    expect(log).toEqual(['start a', 'start b', 'shed e']);
    gate.release(a!, 10);
    gate.release(b!, 20);
    expect(log).toEqual(['start a', 'start b', 'shed e', 'start c', 'start d']);
    expect(gate.stats()).toMatchObject({ inFlight: 2, queued: 0, started: 4, shed: 1, longestWaitMs: 20 });
  });

  it('never lets a newcomer overtake a waiting request', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 1000 });
    const [a, b, c] = ['a', 'b', 'c'].map((name) => request(log, name));
    gate.admit(a!, 0);
    gate.admit(b!, 0);
    gate.release(a!, 5);
    gate.admit(c!, 5);
    expect(log).toEqual(['start a', 'start b']);
    gate.release(b!, 6);
    expect(log).toEqual(['start a', 'start b', 'start c']);
  });

  it('sheds a request that waited maxWaitMs, whether a release or a newcomer notices first', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 100 });
    const a = request(log, 'a');
    gate.admit(a, 0);
    gate.admit(request(log, 'b'), 0);
    gate.admit(request(log, 'c'), 50);
    gate.expire(99);
    expect(log).toEqual(['start a']);
    gate.expire(100);
    expect(log).toEqual(['start a', 'shed b']);
    gate.release(a, 160);
    expect(log).toEqual(['start a', 'shed b', 'shed c']);
    expect(gate.stats()).toMatchObject({ inFlight: 0, queued: 0, shed: 2 });
    expect(gate.admit(request(log, 'd'), 170)).toBe('started');
  });

  it('forgets a queued request whose client went away', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 100 });
    const a = request(log, 'a');
    gate.admit(a, 0);
    const gone = request(log, 'b');
    gate.admit(gone, 0);
    expect(gate.withdraw(gone)).toBe(true);
    expect(gate.withdraw(gone)).toBe(false);
    gate.release(a, 10);
    expect(log).toEqual(['start a']);
    expect(gate.stats().inFlight).toBe(0);
  });

  it('refuses a release without a started request and limits that make no sense', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 0, maxWaitMs: 0 });
    expect(() => gate.release(request(log, 'a'), 0)).toThrow();
    expect(() => new AdmissionGate({ maxInFlight: 0, maxQueue: 0, maxWaitMs: 0 })).toThrow();
    expect(() => new AdmissionGate({ maxInFlight: Number.NaN, maxQueue: 0, maxWaitMs: 0 })).toThrow();
    expect(
      () => new AdmissionGate({ maxInFlight: 1, maxQueue: 0, maxWaitMs: 0, maxRendersPerClient: 0 }),
    ).toThrow();
  });

  it('lets the health check and build files past the gate, and nothing else', () => {
    expect(bypassesAdmission('/api/health')).toBe(true);
    expect(bypassesAdmission('/api/health?probe=1')).toBe(true);
    expect(bypassesAdmission('/_next/static/chunks/app.js')).toBe(true);
    for (const url of ['/', '/fr-fr', '/api/cart?locale=fr-fr', '/api/healthz', '/_next/image?url=x'])
      expect(bypassesAdmission(url)).toBe(false);
  });
});

describe('a client flooding never-seen pages (issue 29, finding 2)', () => {
  const limits = { maxInFlight: 4, maxQueue: 100, maxWaitMs: 3000, maxRendersPerClient: 2 };
  const from = (log: string[], name: string, client: string, cached = false): Admittable => ({
    ...request(log, name),
    client,
    cached,
  });

  it('holds a client’s renders past its cap in a line of its own, so another client’s go first', () => {
    const log: string[] = [];
    const gate = new AdmissionGate(limits);
    const flood = Array.from({ length: 50 }, (_, i) => from(log, `flood${i}`, '203.0.113.66'));
    const outcomes = flood.map((one) => gate.admit(one, 0));
    expect(outcomes.slice(0, 2)).toEqual(['started', 'started']);
    expect(new Set(outcomes.slice(2))).toEqual(new Set(['held']));
    expect(gate.stats()).toMatchObject({ inFlight: 2, queued: 48, held: 48, shed: 0 });
    // Another shopper's render starts at once: the flood holds two places, not the queue.
    expect(gate.admit(from(log, 'shopper', '198.51.100.7'), 1)).toBe('started');
    // As the flood's renders end, its next ones start, one for one.
    gate.release(flood[0]!, 10);
    expect(log.at(-1)).toBe('start flood2');
    expect(gate.stats()).toMatchObject({ inFlight: 3, held: 47 });
  });

  it('sheds a held render past the wait budget, and forgets one whose client left', () => {
    const log: string[] = [];
    const gate = new AdmissionGate(limits);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => from(log, name, 'x'));
    for (const one of [a!, b!, c!]) gate.admit(one, 0);
    gate.admit(d!, 100);
    expect(gate.withdraw(c!)).toBe(true);
    gate.expire(3000);
    expect(log).toEqual(['start a', 'start b']);
    gate.expire(3100);
    expect(log).toEqual(['start a', 'start b', 'shed d']);
    expect(gate.stats()).toMatchObject({ queued: 0, held: 0 });
  });

  it('keeps a place for cache reads: renders never hold them all, and cache reads pass renders', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ ...limits, maxRendersPerClient: 10 });
    const renders = Array.from({ length: 6 }, (_, i) => from(log, `render${i}`, `client${i}`));
    for (const one of renders) gate.admit(one, 0);
    expect(log).toEqual(['start render0', 'start render1', 'start render2']);
    expect(gate.admit(from(log, 'read0', 'victim', true), 1)).toBe('started');
    const read1 = from(log, 'read1', 'victim', true);
    expect(gate.admit(read1, 2)).toBe('queued');
    // The next place to free goes to the cache read that came after three renders.
    gate.release(renders[0]!, 3);
    expect(log.at(-1)).toBe('start read1');
    gate.release(read1, 4);
    expect(log.at(-1)).toBe('start render3');
  });

  it('without a cap, one client may hold every render place (the rule before)', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ maxInFlight: 4, maxQueue: 100, maxWaitMs: 3000 });
    for (let i = 0; i < 10; i++) gate.admit(from(log, `flood${i}`, 'x'), 0);
    expect(gate.stats()).toMatchObject({ inFlight: 3, queued: 7, held: 0 });
  });
});

describe('the busy answer', () => {
  it('is a page in the language of the path’s locale, with Retry-After', () => {
    expect(localeOfPath('/fr-fr/fashion/dresses?page=2')).toBe('fr-fr');
    expect(localeOfPath('/fashion/dresses')).toBe('en-ww');
    const cases = [
      ['/fr-fr/fashion/dresses', 'lang="fr"', 'Nous sommes très sollicités'],
      ['/es-eu', 'lang="es"', 'Estamos muy solicitados'],
      ['/ja-jp/fragrance', 'lang="ja"', 'ただいま大変混み合っています'],
      ['/', 'lang="en"', 'We are very busy'],
      ['/en-us/search?q=x', 'lang="en"', 'We are very busy'],
    ] as const;
    for (const [url, lang, title] of cases) {
      const answer = busyAnswer(url);
      expect(answer.headers['retry-after']).toBe(String(busyRetryAfterSeconds));
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain(lang);
      expect(answer.body).toContain(title);
      expect(answer.body).not.toMatch(/<script|<link|<img/);
    }
  });

  it('is the API’s error shape on API paths', () => {
    const answer = busyAnswer('/api/cart?locale=fr-fr');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      error: 'The shop is busy',
      code: 'BUSY',
      retryAfter: busyRetryAfterSeconds,
    });
  });

  it('is, for the balancer, a whole 503 response in every language (HAProxy cannot pick one by path)', () => {
    const response = balancerBusyResponse();
    const [head, body] = response.split('\r\n\r\n');
    expect(head!.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
    expect(head).toContain(`retry-after: ${busyRetryAfterSeconds}`);
    expect(head).toContain('cache-control: no-store');
    for (const title of [
      'Nous sommes très sollicités',
      'Estamos muy solicitados',
      'ただいま大変混み合っています',
    ])
      expect(body).toContain(title);
    expect(body).not.toMatch(/<script|<link|<img/);
  });
});
